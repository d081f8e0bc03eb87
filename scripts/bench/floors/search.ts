// The search floor, the cheapest page that shows search results as ours do: the box's text
// goes to a worker, whose 30 results (a title with its match marked, and a language) are
// written into the text of 30 rows already there. Bundled by pages.ts into bench-search.js.

/** What the worker answers: [marked part of the title, rest of the title, language] a row. */
type Answer = [string, string, string][];

const input = document.querySelector('input')!;
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
document.querySelector('ul')!.append(...rows.map((row) => row.li));
const worker = new Worker('bench-search-worker.js');
worker.onmessage = ({ data }: MessageEvent<Answer>) => {
  data.forEach(([marked, rest, language], index) => {
    rows[index]!.mark.textContent = marked;
    rows[index]!.rest.data = rest;
    rows[index]!.language.textContent = language;
  });
};
input.addEventListener('input', () => worker.postMessage(input.value));
input.focus();

// A module, so its names stay its own in the type check; the bundle is a plain script.
export {};
