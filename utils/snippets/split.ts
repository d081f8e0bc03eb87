import { SNIPPET_LIMITS } from '@/utils/snippets/clean';

const isBlank = (line: string | undefined) => line !== undefined && line.trim() === '';

/**
 * Splits long code into parts of at most `max` lines, cutting where the code pauses: each part
 * is the longest run of at most `max` lines that ends just before a blank line, or exactly
 * `max` lines when no blank line is in reach. Blank lines at a part's ends are dropped, so no
 * part is empty; the parts in order, with those blank lines, are the lines given.
 */
export function splitParts(
  lines: readonly string[],
  max: number = SNIPPET_LIMITS.partLines,
): string[][] {
  const parts: string[][] = [];
  let start = 0;
  while (start < lines.length) {
    if (isBlank(lines[start])) {
      start += 1;
      continue;
    }
    let end = Math.min(start + max, lines.length);
    if (end < lines.length) {
      let cut = end;
      while (cut > start && !isBlank(lines[cut])) cut -= 1;
      if (cut > start) end = cut;
    }
    let last = end;
    while (isBlank(lines[last - 1])) last -= 1;
    parts.push(lines.slice(start, last));
    start = end;
  }
  return parts;
}
