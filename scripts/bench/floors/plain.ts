// The keystroke floor, the cheapest correct page: one span's class flipped per key, and the
// caret moved with a transform read from that span's box. No node is inserted, no text laid
// out again. Bundled by pages.ts into bench-plain.js.

/** The longest snippet's text, which esbuild writes in at bench time (pages.ts). */
declare const FLOOR_TEXT: string;

const pre = document.getElementById('code')!;
const spans = Array.from(FLOOR_TEXT, (char) => {
  const span = document.createElement('span');
  span.textContent = char;
  pre.append(span);
  return span;
});
const caret = document.createElement('span');
caret.className = 'caret';
pre.append(caret);
let index = 0;
const input = document.querySelector('textarea')!;
input.focus();
input.addEventListener('keydown', (event) => {
  event.preventDefault();
  const span = spans[index % spans.length]!;
  span.className = 'typed';
  caret.style.transform = `translate(${span.offsetLeft + span.offsetWidth}px,${span.offsetTop}px)`;
  index += 1;
});

// A module, so its names stay its own in the type check; the bundle is a plain script.
export {};
