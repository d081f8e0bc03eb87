import type { LanguageKey } from '@/data/languages';
import { languageOfInfo } from '@/utils/snippets/languages';

/** A fenced code block of a Markdown file; `line` is its opening fence's (1-based). */
export type FencedBlock = {
  info: string;
  language: LanguageKey | null;
  title: string;
  code: string;
  line: number;
};

/** An opening fence: up to 3 spaces, then 3 or more backticks or tildes, then the info string. */
const OPENING_FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
/** A closing fence: up to 3 spaces, the fence's character, spaces or tabs after. */
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
/** The start of an ATX heading, "# " to "###### ", or the #s alone. */
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

type Fence = { mark: string; indent: number; info: string; line: number; content: string[] };

/**
 * The fenced code blocks of a Markdown file, by CommonMark's rules for fences (``` or ~~~,
 * indented up to 3 spaces, which come off the content lines too; closed by the same character,
 * at least as many, nothing after but spaces). Each is titled by the nearest ATX heading above
 * it, or `fallbackTitle` before the first; a second block in one of the 16 languages under the
 * same heading is "Title (2)" (blocks in other languages are not counted, as they are skipped).
 * CommonMark runs an unclosed fence to the end of the file; here it is left out and named by
 * `unclosedAt`, as a fence left open is most likely a mistake.
 */
export function fencedBlocks(
  markdown: string,
  fallbackTitle: string,
): { blocks: FencedBlock[]; unclosedAt: number | null } {
  const blocks: FencedBlock[] = [];
  let heading = fallbackTitle;
  let count = 0;
  let fence: Fence | null = null;
  for (const [index, text] of markdown.split(/\r\n?|\n/).entries()) {
    if (fence) {
      const closing = CLOSING_FENCE.exec(text)?.[1];
      if (closing && closing[0] === fence.mark[0] && closing.length >= fence.mark.length) {
        const language = languageOfInfo(fence.info);
        if (language) count += 1;
        const title = count > 1 && language ? `${heading} (${count})` : heading;
        blocks.push({
          info: fence.info,
          language,
          title,
          code: fence.content.join('\n'),
          line: fence.line,
        });
        fence = null;
      } else {
        fence.content.push(text.slice(Math.min(fence.indent, /^ */.exec(text)![0].length)));
      }
      continue;
    }
    const opening = OPENING_FENCE.exec(text);
    const info = opening?.[3]?.trim() ?? '';
    // A backtick fence's info string holds no backtick: "```a``" is inline code.
    if (opening && !(opening[2]!.startsWith('`') && info.includes('`'))) {
      fence = { mark: opening[2]!, indent: opening[1]!.length, info, line: index + 1, content: [] };
      continue;
    }
    const start = ATX_HEADING.exec(text)?.[0];
    if (start !== undefined) {
      heading = headingText(text.slice(start.length)) || fallbackTitle;
      count = 0;
    }
  }
  return { blocks, unclosedAt: fence?.line ?? null };
}

/**
 * A heading's text without its closing run of "#" (after a space, or alone) or the backticks of
 * code spans. Read by hand, not by a regular expression that backtracks on a long line.
 */
function headingText(rest: string): string {
  const text = rest.trim();
  let end = text.length;
  while (text[end - 1] === '#') end -= 1;
  const closed = end === 0 || text[end - 1] === ' ' || text[end - 1] === '\t';
  return (closed ? text.slice(0, end) : text).replaceAll('`', '').trim();
}
