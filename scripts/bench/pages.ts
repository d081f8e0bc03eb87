import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Paths of the pages the benchmark adds to a copy of the built extension. */
export const BLANK_PAGE = 'bench-blank.html';
export const PLAIN_PAGE = 'bench-plain.html';
export const SEARCH_FLOOR_PAGE = 'bench-search.html';

/**
 * Copies the built extension and adds the floors the budgets are measured against: a blank
 * page, and a plain-JS page that flips one span's class and moves a caret with a transform
 * per key, and a plain search page whose worker answers each key with 30 results. The shipped
 * extension never contains them.
 */
export function benchExtension(builtDir: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'code-recall-bench-'));
  cpSync(builtDir, dir, { recursive: true });
  writeFileSync(
    join(dir, BLANK_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head>' +
      '<body><p>Code Recall</p></body></html>',
  );
  writeFileSync(
    join(dir, PLAIN_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain</title>' +
      '<style>pre{position:relative}.typed{color:green}' +
      '.caret{position:absolute;left:0;top:0;width:2px;height:1.2em;background:blue}</style>' +
      '</head><body><textarea aria-label="keys"></textarea><pre id="code"></pre>' +
      '<script src="bench-plain.js"></script></body></html>',
  );
  // The cheapest correct page: one span's class flipped per key, and the caret moved with a
  // transform read from that span's box. No node is inserted, no text laid out again.
  writeFileSync(
    join(dir, 'bench-plain.js'),
    `const text = ${JSON.stringify(text)};
const pre = document.getElementById('code');
const spans = Array.from(text, (char) => {
  const span = document.createElement('span');
  span.textContent = char;
  pre.append(span);
  return span;
});
const caret = document.createElement('span');
caret.className = 'caret';
pre.append(caret);
let index = 0;
const input = document.querySelector('textarea');
input.focus();
input.addEventListener('keydown', (event) => {
  event.preventDefault();
  const span = spans[index % spans.length];
  span.className = 'typed';
  caret.style.transform =
    'translate(' + (span.offsetLeft + span.offsetWidth) + 'px,' + span.offsetTop + 'px)';
  index += 1;
});
`,
  );
  // The cheapest page that shows search results as ours do: the box's text goes to a worker,
  // whose 30 results (a title with its match marked, and a language) are written into the
  // text of 30 rows already there, in a list 400 px high that scrolls and is contained, as
  // the popup's is (more rows painted would flatter us). The box is not spell-checked,
  // as ours is not.
  writeFileSync(
    join(dir, SEARCH_FLOOR_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Search</title>' +
      '<style>ul{max-height:400px;overflow-y:auto;contain:content}li span{display:block}' +
      '</style></head><body><input type="search" aria-label="Search snippets" ' +
      'spellcheck="false" autocomplete="off"><ul></ul>' +
      '<script src="bench-search.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'bench-search.js'),
    `const input = document.querySelector('input');
const rows = Array.from({ length: 30 }, () => {
  const li = document.createElement('li');
  const title = document.createElement('span');
  const mark = document.createElement('mark');
  const rest = document.createTextNode('');
  title.append(mark, rest);
  const language = document.createElement('span');
  li.append(title, language);
  return { li, mark, rest, language };
});
document.querySelector('ul').append(...rows.map((row) => row.li));
const worker = new Worker('bench-search-worker.js');
worker.onmessage = ({ data }) =>
  data.forEach(([marked, rest, language], index) => {
    rows[index].mark.textContent = marked;
    rows[index].rest.data = rest;
    rows[index].language.textContent = language;
  });
input.addEventListener('input', () => worker.postMessage(input.value));
input.focus();
`,
  );
  writeFileSync(
    join(dir, 'bench-search-worker.js'),
    `onmessage = ({ data }) =>
  postMessage(Array.from({ length: 30 }, (_, i) => [data, ' topic ' + i, 'Language ' + i]));
`,
  );
  return dir;
}
