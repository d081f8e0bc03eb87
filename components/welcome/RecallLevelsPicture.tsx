import { levelName, RECALL_LEVELS, type RecallLevel } from '@/utils/drill/recall/levels';

/** One piece of a line in the picture: its text, and the lowest level that hides it. */
type Piece = { text: string; hiddenFrom: RecallLevel | 5 };

// Two lines as the drill would hide them (utils/drill/recall/hiding.ts): keywords from level 1,
// names of calls and types from 2, a block's last line from 3, everything at 4.
const LINES: readonly (readonly Piece[])[] = [
  [
    { text: 'const', hiddenFrom: 1 },
    { text: ' total = items.', hiddenFrom: 4 },
    { text: 'reduce', hiddenFrom: 2 },
    { text: '(add, 0);', hiddenFrom: 4 },
  ],
  [
    { text: 'return', hiddenFrom: 1 },
    { text: ' total;', hiddenFrom: 3 },
  ],
];

const HIDES = new Map<RecallLevel, string>([
  [0, 'Nothing: copy the code.'],
  [1, 'Keywords.'],
  [2, 'Also the names of calls and types.'],
  [3, 'Also the last lines of each block.'],
  [4, 'Everything: type it from memory.'],
]);

/** Each of a line's pieces at `level`: hidden ones drawn as blanks of the same width. */
function LevelLine({ pieces, level }: { pieces: readonly Piece[]; level: RecallLevel }) {
  return (
    <span className="welcome-code-line">
      {pieces.map(({ text, hiddenFrom }, index) => {
        return level >= hiddenFrom ? (
          <span key={index} className="welcome-hidden">
            {text.replace(/\S/g, '_')}
          </span>
        ) : (
          <span key={index}>{text}</span>
        );
      })}
    </span>
  );
}

/**
 * Recall levels in one picture: the same two lines at each level, what is hidden drawn as
 * blanks, and what the level hides in words (the words carry it; the picture is a glance).
 */
export function RecallLevelsPicture() {
  return (
    <figure className="welcome-levels" aria-labelledby="welcome-levels-caption">
      <figcaption id="welcome-levels-caption">
        As you remember a topic, the drill hides more of it.
      </figcaption>
      <ol>
        {RECALL_LEVELS.map((level) => (
          <li key={level}>
            <span className="welcome-level-name">{levelName(level)}</span>
            <span className="welcome-level-hides">{HIDES.get(level)}</span>
            <code aria-hidden="true">
              {LINES.map((pieces, line) => (
                <LevelLine key={line} pieces={pieces} level={level} />
              ))}
            </code>
          </li>
        ))}
      </ol>
    </figure>
  );
}
