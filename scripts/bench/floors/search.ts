// The search floor, the cheapest page that shows search results as ours do: the box's text
// goes to a worker, whose 30 results (a title with its match marked, and a language) are
// written into the text of 30 rows already there. Before each query the bench lists as many
// rows as the popup listed with its box empty (`listRows`: every topic of the language shown,
// own snippets included), so the query's first key drops the rest as the popup's does.
// Bundled by pages.ts into bench-search.js.

/** What the worker answers: [marked part of the title, rest of the title, language] a row. */
type Answer = [string, string, string][];

const RESULTS = 30;
const list = document.querySelector('ul')!;
const row = (index: number) => {
  const li = document.createElement('li');
  li.setAttribute('role', 'option');
  const title = document.createElement('span');
  const mark = document.createElement('mark');
  const rest = document.createTextNode(`topic ${index}`);
  title.append(mark, rest);
  const language = document.createElement('span');
  li.append(title, language);
  return { li, mark, rest, language };
};
const rows = Array.from({ length: RESULTS }, (_, index) => row(index));
list.append(...rows.map(({ li }) => li));

/** Lists `count` rows (at least the 30 results), as the popup's empty box lists its topics. */
const listRows = (count: number) => {
  while (rows.length < count) rows.push(row(rows.length));
  list.append(...rows.slice(list.children.length, Math.max(RESULTS, count)).map(({ li }) => li));
};
(window as unknown as { listRows: typeof listRows }).listRows = listRows;

const input = document.querySelector('input')!;
const worker = new Worker('bench-search-worker.js');
worker.onmessage = ({ data }: MessageEvent<Answer>) => {
  data.forEach(([marked, rest, language], index) => {
    rows[index]!.mark.textContent = marked;
    rows[index]!.rest.data = rest;
    rows[index]!.language.textContent = language;
  });
  // The rows past the results go in one range, as the popup drops them.
  if (list.children.length > RESULTS) {
    const surplus = document.createRange();
    surplus.setStartAfter(rows[RESULTS - 1]!.li);
    surplus.setEndAfter(list.lastChild!);
    surplus.deleteContents();
  }
};
// An empty box asks nothing, as the popup's does: an answer to it, arriving after `listRows`,
// dropped the rows listed for the next query, and that query's first key had none to drop.
input.addEventListener('input', () => {
  if (input.value.trim() !== '') worker.postMessage(input.value);
});
input.focus();

// A module, so its names stay its own in the type check; the bundle is a plain script.
export {};
