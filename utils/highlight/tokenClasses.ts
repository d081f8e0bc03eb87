/**
 * Token classes: one coarse class for every highlighted character, from its TextMate scopes
 * (computed at build time), so the weak-spots view can say "brackets" rather than "U+0028".
 */

/** The coarse class of a highlighted character. */
export type TokenClass =
  | 'keyword'
  | 'identifier'
  | 'string'
  | 'number'
  | 'comment'
  | 'operator'
  | 'bracket'
  | 'punctuation'
  | 'other';

/** Every token class, in the order the weak-spots table lists them (a chunk ships the index). */
export const TOKEN_CLASSES: readonly TokenClass[] = [
  'keyword',
  'identifier',
  'string',
  'number',
  'comment',
  'operator',
  'bracket',
  'punctuation',
  'other',
];

const has = (scopes: readonly string[], ...names: string[]) =>
  scopes.some((scope) => names.some((name) => scope === name || scope.startsWith(`${name}.`)));
const mentions = (scopes: readonly string[], pattern: RegExp) =>
  scopes.some((scope) => scope.split('.').some((part) => pattern.test(part)));

const WORD = /[\p{L}\p{N}_$@]/u;
const OPERATOR = /[-+*/%=!&|^~?<>]/;
const ANGLE = /^(typeparameters|typearguments|brackets?|angle|angle-brackets|tag|generic)$/;

/** How a word in this part reads: a keyword, or a name (a type name is a name). */
function wordClass(text: string, scopes: readonly string[]): TokenClass {
  if (has(scopes, 'keyword', 'constant.language', 'variable.language')) return 'keyword';
  // Grammars scope type names as storage.type too (Java `List`, Haskell `Maybe`): a
  // capitalised word there is a name; `int`, `const`, `fn` are keywords.
  if (has(scopes, 'storage')) return /^\p{Lu}/u.test(text.trim()) ? 'identifier' : 'keyword';
  return 'identifier';
}

/**
 * The class of each UTF-16 unit of one scoped part of a line (its text and its TextMate
 * scopes, outermost first), as lines are indexed: a character of two units (an emoji, a
 * skin tone) gives both its class, so the classes of what follows stay in line. Comments and strings claim everything inside them; names keep
 * their odd characters (`valid?`); then brackets (`<>` only where the grammar says they
 * bracket: type parameters, tags), numbers, `;,.:` punctuation, keywords and names,
 * operators, and other punctuation.
 */
export function partClasses(text: string, scopes: readonly string[]): TokenClass[] {
  const innermost = scopes.at(-1) ?? '';
  const inString =
    has(scopes, 'string') &&
    !has(scopes, 'meta.embedded', 'meta.interpolation', 'meta.template.expression');
  const name = /^(entity\.name|variable)\b/.test(innermost);
  const classOf = (char: string): TokenClass => {
    if (/\s/.test(char)) return 'other';
    if (has(scopes, 'comment')) return 'comment';
    if (inString) return 'string';
    if ('()[]{}'.includes(char)) return 'bracket';
    if (char === '<' || char === '>') {
      if (mentions(scopes, ANGLE) && !has(scopes, 'keyword.operator')) return 'bracket';
    }
    if (has(scopes, 'constant.numeric') && (WORD.test(char) || char === '.')) return 'number';
    if (';,.:'.includes(char)) return 'punctuation';
    if (WORD.test(char) || name) return WORD.test(char) ? wordClass(text, scopes) : 'identifier';
    if (innermost.startsWith('punctuation.')) return 'punctuation';
    if (OPERATOR.test(char) || has(scopes, 'keyword.operator')) return 'operator';
    return 'punctuation';
  };
  return Array.from(text).flatMap((char) => Array<TokenClass>(char.length).fill(classOf(char)));
}

type Line = readonly (readonly [text: string, style: number])[];
type Palette = readonly (readonly [string, string, number, number])[];

/** The class of each character of one highlighted line, from its tokens' palette entries. */
export function lineClasses(tokens: Line, palette: Palette): TokenClass[] {
  return tokens.flatMap(([text, style]) =>
    Array.from({ length: text.length }, () => TOKEN_CLASSES[palette[style]?.[3] ?? -1] ?? 'other'),
  );
}

/**
 * The class of every typed character of a drill, read off the highlighted tokens: the
 * palette entry of the token that holds the character names its class. A line end is
 * punctuation (the Enter key).
 */
export function targetClasses(
  lines: readonly Line[],
  palette: Palette,
  targets: readonly { char: string; line: number; column: number }[],
): TokenClass[] {
  const byLine = lines.map((tokens) => lineClasses(tokens, palette));
  return targets.map(({ char, line, column }) =>
    char === '\n' ? 'punctuation' : (byLine[line]?.[column] ?? 'other'),
  );
}
