import { caretRow, changedTargets, targetLook, type TargetLook } from '@/utils/drill/lines';
import type { DrillState } from '@/utils/drill/reducer';
import type { Target, DrillText } from '@/utils/drill/targets';

/** The elements a drill is drawn on: the code (its lines), the caret and the progress bar. */
type DrillElements = { code: HTMLElement; caret: HTMLElement; progress: HTMLElement };

/** Draws the change from one state of the drill to the next. */
type DrillPainter = (from: DrillState, to: DrillState) => void;

/** The class of a character in each look; a pending one needs none. */
const LOOK_CLASS: Readonly<Record<TargetLook, string>> = {
  typed: 'typed',
  error: 'error',
  filled: 'filled',
  revealed: 'revealed',
  pending: '',
  hidden: 'hidden',
};

type LineParts = {
  chars: NodeListOf<HTMLElement>;
  enterMark: HTMLElement | null;
  end: HTMLElement;
};

/**
 * Where an element sits in the scrolling `container`, in whole pixels as `offsetLeft` and
 * `offsetTop` would give it. Those two cannot be read directly: a line with paint
 * containment is the offset parent of its characters, and adding rounded offsets up the
 * chain can put the caret a pixel off.
 */
function offsetWithin(element: HTMLElement, container: HTMLElement): [number, number] {
  const box = element.getBoundingClientRect();
  const origin = container.getBoundingClientRect();
  return [
    Math.round(box.left - origin.left - container.clientLeft + container.scrollLeft),
    Math.round(box.top - origin.top - container.clientTop + container.scrollTop),
  ];
}

/**
 * The drill's keystrokes drawn straight on the lines DrillLine rendered, as the cheapest
 * page would: a keystroke flips the class of the one character it typed, moves the caret
 * with a transform read from the next character's box, and sets the progress bar. React
 * renders the lines once and never again during the drill, so the two never disagree.
 */
export function createDrillPainter(
  { code, caret, progress }: DrillElements,
  text: DrillText,
): DrillPainter {
  const lines = code.querySelector('code')!.children;
  const parts = new Map<number, LineParts>();
  const partsOf = (row: number): LineParts => {
    let line = parts.get(row);
    if (!line) {
      const element = lines[row]!;
      line = {
        chars: element.querySelectorAll(':scope > .token > span'),
        enterMark: element.querySelector(':scope > .enter-mark'),
        end: element.querySelector(':scope > .line-end')!,
      };
      parts.set(row, line);
    }
    return line;
  };
  const charOf = (target: Target) => partsOf(target.line).chars[target.column]!;
  let row = -1;

  const draw = (state: DrillState, index: number) => {
    const target = text.targets[index]!;
    const look = targetLook(state, index, text.hidden[index]!);
    if (target.char === '\n') {
      const mark = partsOf(target.line).enterMark;
      if (mark) mark.hidden = look !== 'error';
      return;
    }
    const char = charOf(target);
    if (char.className !== LOOK_CLASS[look]) char.className = LOOK_CLASS[look];
    // A hidden character is there all along, drawn transparent over its box and left out of
    // what a screen reader reads: revealing it changes its class and one attribute, never its
    // text, so the line is painted again but not laid out.
    if (text.hidden[index]) {
      if (look === 'hidden') char.setAttribute('aria-hidden', 'true');
      else char.removeAttribute('aria-hidden');
    }
  };

  return (from, to) => {
    const [start, end] = changedTargets(from, to);
    for (let index = start; index < Math.min(end, text.targets.length); index += 1) {
      draw(to, index);
    }
    // A closer filled in (or no longer) by auto-close may sit lines ahead of the caret.
    if (from.filled !== to.filled) {
      for (const index of from.filled) if (!to.filled.has(index)) draw(to, index);
      for (const index of to.filled) if (!from.filled.has(index)) draw(to, index);
    }

    const typed = to.marks.length;
    progress.setAttribute('aria-valuenow', String(typed));
    (progress.firstElementChild as HTMLElement).style.transform =
      `scaleX(${typed / Math.max(1, text.targets.length)})`;

    // The caret goes before the next character; for an Enter, before what the line gives
    // after its code (a comment in recall mode) or at its end, as once the drill is typed.
    // An empty span still has its place in the line.
    const next = text.targets[typed];
    const nextRow = caretRow(text, to);
    const anchor = (next && partsOf(next.line).chars[next.column]) ?? partsOf(nextRow).end;
    const [left, top] = offsetWithin(anchor, code);
    caret.style.transform = `translate(${left}px, ${top}px)`;
    if (nextRow !== row) {
      lines[row]?.classList.remove('current-line');
      lines[nextRow]?.classList.add('current-line');
      row = nextRow;
      caret.scrollIntoView({ block: 'nearest' });
    }
  };
}
