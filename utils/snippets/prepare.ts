import type { LanguageKey } from '@/data/languages';
import { plural } from '@/utils/units';
import {
  SNIPPET_LIMITS,
  cleanCode,
  describeBreach,
  isInvisible,
  limitBreach,
  limitProblem,
} from '@/utils/snippets/clean';
import { extensionOf, infoWord, languageOfFile } from '@/utils/snippets/languages';
import { fencedBlocks, type FencedBlock } from '@/utils/snippets/markdown';
import type { OwnSnippetDraft } from '@/utils/snippets/snippet';
import { splitParts } from '@/utils/snippets/split';

/** A snippet ready to be keyed, highlighted and stored; `changes` are its cleaning's. */
export type PreparedSnippet = {
  language: LanguageKey;
  title: string;
  lines: string[];
  changes: string[];
};
/** A file, or a block of one, left out: `${name} ${reason}` is a line of the outcome. */
type Skipped = { name: string; reason: string };
/**
 * What an import made: the snippets, what it left out, and the short Markdown blocks it
 * joined to the block before (said as `${name} ${reason}` too).
 */
export type Prepared = { snippets: PreparedSnippet[]; skipped: Skipped[]; joined?: Skipped[] };

const TITLE_LENGTH = 100;
/** The most reasons the outcome lists before "and N more". */
const LISTED_REASONS = 5;

const graphemes = new Intl.Segmenter();

/**
 * A title on one line, trimmed, at most 100 UTF-16 units (the stored record's limit, with
 * room for " (part 12)"), cut between characters as a reader sees them, so an emoji is
 * never halved; "Untitled" when there is none, or none to see.
 */
function tidyTitle(title: string): string {
  let tidy = '';
  for (const { segment } of graphemes.segment(title.replace(/\s+/g, ' ').trim())) {
    if (tidy.length + segment.length > TITLE_LENGTH) break;
    tidy += segment;
  }
  return isInvisible(tidy) ? 'Untitled' : tidy.trimEnd();
}

/** The snippets of cleaned lines: one, or parts of at most 40 lines titled "(part 2)". */
function parts(
  language: LanguageKey,
  title: string,
  lines: string[],
  changes: string[],
): PreparedSnippet[] {
  const all = splitParts(lines, SNIPPET_LIMITS.partLines);
  return all.map((part, index) => ({
    language,
    title: all.length === 1 ? title : `${title} (part ${index + 1})`,
    lines: part,
    changes,
  }));
}

/** A draft from the form, cleaned, checked against the limits and split; or the problem. */
export function prepareDraft(
  draft: OwnSnippetDraft,
): { ok: true; snippets: PreparedSnippet[] } | { ok: false; message: string } {
  const { lines, changes, firstLine } = cleanCode(draft.code);
  const message = limitProblem(lines, firstLine);
  if (message) return { ok: false, message };
  return { ok: true, snippets: parts(draft.language, tidyTitle(draft.title), lines, changes) };
}

/**
 * Code from a file, or from a Markdown block whose fence is at `line`, as snippets or why not.
 * A limit names the line in the file, so the user can find it.
 */
function prepareCode(
  name: string,
  language: LanguageKey,
  title: string,
  code: string,
  line = 0,
): Prepared {
  const { lines, changes, firstLine } = cleanCode(code);
  const breach = limitBreach(lines, line + firstLine);
  if (!breach) return { snippets: parts(language, tidyTitle(title), lines, changes), skipped: [] };
  const where = breach.kind === 'empty' && line > 0 ? `block at line ${line} ` : '';
  return { snippets: [], skipped: [{ name, reason: `${where}${describeBreach(breach)}` }] };
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * An imported file as snippets: a source file is one (its language from its extension), a
 * Markdown file gives one per fenced block in one of the 16 languages. Larger than 64 KB,
 * binary (a NUL byte) or not UTF-8: skipped, saying so. A UTF-8 byte order mark is dropped.
 */
export function prepareFile(name: string, bytes: Uint8Array): Prepared {
  const skip = (reason: string): Prepared => ({ snippets: [], skipped: [{ name, reason }] });
  if (bytes.length > SNIPPET_LIMITS.maxFileBytes)
    return skip(`is over ${SNIPPET_LIMITS.maxFileBytes / 1024} KB`);
  if (bytes.includes(0)) return skip('is binary');
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return skip('is not UTF-8 text');
  }
  const extension = extensionOf(name);
  const title = extension ? name.slice(0, -extension.length - 1) : name;
  if (extension === 'md' || extension === 'markdown') return prepareMarkdown(name, title, text);
  const language = languageOfFile(name);
  if (!language) {
    return skip(`is not a file of the 16 languages${extension ? ` (.${extension})` : ''}`);
  }
  return prepareCode(name, language, title, text);
}

/** The fewest typed lines a Markdown block makes a snippet of on its own. */
const MIN_BLOCK_LINES = 3;

const typedLines = (code: string) => code.split('\n').filter((line) => line.trim() !== '').length;

/**
 * The blocks with each short one (1 or 2 typed lines: a one-line drill teaches nothing)
 * joined to the block just before it when that is in the same language, or left out, saying
 * which. An empty block is left to the limits, which name it.
 */
function joinShortBlocks(name: string, blocks: readonly FencedBlock[]) {
  const kept: FencedBlock[] = [];
  const joined: Skipped[] = [];
  const skipped: Skipped[] = [];
  for (const block of blocks) {
    const count = typedLines(block.code);
    if (!block.language || count === 0 || count >= MIN_BLOCK_LINES) {
      kept.push(block);
      continue;
    }
    const before = kept.at(-1);
    const lines = plural(count, 'line');
    if (before?.language === block.language) {
      kept[kept.length - 1] = { ...before, code: `${before.code}\n\n${block.code}` };
      joined.push({
        name,
        reason: `block at line ${block.line} (${lines}) joined the block at line ${before.line}`,
      });
    } else {
      skipped.push({
        name,
        reason: `block at line ${block.line} has ${lines}; a snippet needs ${MIN_BLOCK_LINES}, and no block in its language is just before it`,
      });
    }
  }
  return { kept, joined, skipped };
}

function prepareMarkdown(name: string, fallbackTitle: string, text: string): Prepared {
  const { blocks: found, unclosedAt } = fencedBlocks(text, fallbackTitle);
  const { kept: blocks, joined, skipped: short } = joinShortBlocks(name, found);
  const prepared: Prepared = { snippets: [], skipped: short, ...(joined.length > 0 && { joined }) };
  for (const block of blocks) {
    const { snippets, skipped } = block.language
      ? prepareCode(name, block.language, block.title, block.code, block.line)
      : {
          snippets: [],
          skipped: [{ name, reason: `block at line ${block.line} ${notOneOfUs(block.info)}` }],
        };
    prepared.snippets.push(...snippets);
    prepared.skipped.push(...skipped);
  }
  if (unclosedAt !== null) {
    prepared.skipped.push({ name, reason: `fence opened at line ${unclosedAt} is never closed` });
  } else if (found.length === 0) {
    prepared.skipped.push({ name, reason: 'has no fenced code block' });
  }
  return prepared;
}

/** Why a block in another language is skipped: "is bash, not one of the 16 languages". */
function notOneOfUs(info: string): string {
  const word = infoWord(info);
  return word ? `is ${word}, not one of the 16 languages` : 'has no language';
}

/**
 * What an import did, for the page's status line: "Saved 3 snippets.", "Saved 1 snippet;
 * skipped 2: a.sh is …; notes.md block at line 9 is bash, …" (five reasons, then "and N more"),
 * the short blocks joined said after the count: "Saved 2 snippets (notes.md block at line 9 (1
 * line) joined the block at line 3)".
 */
export function outcomeMessage(
  saved: number,
  skipped: readonly Skipped[],
  joined: readonly Skipped[] = [],
): string {
  if (saved === 0 && skipped.length === 0) return 'Nothing to import.';
  const savedWords =
    (saved === 0 ? 'Saved no snippets' : `Saved ${plural(saved, 'snippet')}`) +
    (joined.length > 0
      ? ` (${joined.map(({ name, reason }) => `${name} ${reason}`).join('; ')})`
      : '');
  if (skipped.length === 0) return `${savedWords}.`;
  const reasons = skipped.slice(0, LISTED_REASONS).map(({ name, reason }) => `${name} ${reason}`);
  if (skipped.length > LISTED_REASONS) reasons.push(`and ${skipped.length - LISTED_REASONS} more`);
  return `${savedWords}; skipped ${skipped.length}: ${reasons.join('; ')}.`;
}
