/**
 * Just enough Markdown for the docs check: inline code spans (CommonMark's rule: a run of n
 * backticks closes at the next run of exactly n), link targets and heading anchors, with
 * fenced code blocks left out.
 */

export type CodeSpan = { text: string; end: number };

/** The text with every fenced code block's lines blanked, so offsets keep their lines. */
export function withoutFences(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      const fence = /^ {0,3}(```|~~~)/.test(line);
      if (fence) fenced = !fenced;
      return fence || fenced ? '' : line;
    })
    .join('\n');
}

/** Every inline code span of a text without fences, its inner whitespace collapsed. */
export function codeSpans(text: string): CodeSpan[] {
  const spans: CodeSpan[] = [];
  const runs = [...text.matchAll(/`+/g)];
  for (let open = 0; open < runs.length; open += 1) {
    const opener = runs[open]!;
    const close = runs.findIndex(
      (run, index) => index > open && run[0].length === opener[0].length,
    );
    if (close === -1) continue;
    const closer = runs[close]!;
    const inner = text.slice(opener.index + opener[0].length, closer.index);
    spans.push({ text: inner.replace(/\s+/g, ' ').trim(), end: closer.index + closer[0].length });
    open = close;
  }
  return spans;
}

/** Every link's and image's target that is not a web address or a bare anchor. */
export function localLinks(text: string): string[] {
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'));
}

/** The anchors GitHub gives a file's headings: lowercase, punctuation dropped, spaces to -. */
export function headingAnchors(markdown: string): Set<string> {
  return new Set(
    [...withoutFences(markdown).matchAll(/^#{1,6} +(.+)$/gm)].map((match) =>
      match[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}
