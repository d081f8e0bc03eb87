import { Language, Parser, type Node } from 'web-tree-sitter';
import { grammarPath } from './grammars';

/** A syntax problem: an ERROR or MISSING node, with its 1-based line. */
type ParseProblem = { kind: 'ERROR' | 'MISSING'; line: number; text: string };

let ready: Promise<void> | undefined;
const parsers = new Map<string, Promise<Parser>>();
// Grammars load one at a time: two wasm modules linking at once can race on shared symbols
// (seen with the Kotlin grammar's scanner when every language is checked in parallel).
let lastLoad: Promise<unknown> = Promise.resolve();

async function parserFor(languageKey: string): Promise<Parser> {
  ready ??= Parser.init();
  await ready;
  let parser = parsers.get(languageKey);
  if (!parser) {
    const load = lastLoad.then(() => Language.load(grammarPath(languageKey)));
    lastLoad = load.catch(() => undefined);
    parser = load.then((language) => {
      const created = new Parser();
      created.setLanguage(language);
      return created;
    });
    parsers.set(languageKey, parser);
  }
  return parser;
}

function collectProblems(node: Node, problems: ParseProblem[]): void {
  if (node.isError || node.isMissing) {
    problems.push({
      kind: node.isMissing ? 'MISSING' : 'ERROR',
      line: node.startPosition.row + 1,
      text: node.text.slice(0, 60),
    });
  }
  if (!node.hasError && !node.isError) return;
  for (const child of node.children) {
    if (child) collectProblems(child, problems);
  }
}

/**
 * Syntax a grammar on npm lags behind, rewritten to a same-length form it parses (lines and
 * columns stay put). Swift Testing's freestanding macros `#expect(…)` and `#require(…)`
 * (Swift 5.9+) are not statements to tree-sitter-swift (its issue 438): they read as calls.
 * Kotlin 2.2's stable guard conditions (`is T if cond ->`) and multi-dollar strings
 * (`$$"…"`) are newer than tree-sitter-kotlin 1.1.0, the latest on npm: the guard reads as a
 * second condition (`is T,   cond ->`) and the `$` prefix as spaces.
 * Python 3.15's `lazy import` / `lazy from` (PEP 810) is newer than tree-sitter-python 0.25:
 * the soft keyword reads as spaces.
 * Go 1.26's `new(expr)` and Go 1.27's generic methods are newer than tree-sitter-go 0.25:
 * `new(` before a literal reads as a call to `neW`, and a method's own type parameter list
 * (`func (l List[T]) Map[U any](…)`) as spaces.
 * Java 25's module import
 * declarations (`import module java.base;`) and flexible constructor bodies (statements before
 * `super(…)`) are newer than tree-sitter-java 0.23.5: the import reads as a plain import
 * (`import        java.base;`) and a `super(…)` call that starts a line as a method call
 * (`_uper(…)`), which a constructor body accepts anywhere. The Rust 2024 edition's
 * `unsafe extern "C" {…}` blocks and their `safe fn` items are newer than tree-sitter-rust
 * 0.24.0: both keywords read as spaces, leaving a plain extern block. (A topic's files that
 * are not code, such as `Cargo.toml`, are blanked before: `grammarLines` in topicFiles.ts.)
 */
const GRAMMAR_GAPS: Readonly<Partial<Record<string, (source: string) => string>>> = {
  swift: (source) => source.replace(/#(?=(?:expect|require)\b)/g, '_'),
  java: (source) =>
    source.replace(/^(\s*import) module /gm, '$1        ').replace(/^(\s*)super\(/gm, '$1_uper('),
  rust: (source) =>
    source
      .replace(/^(\s*)unsafe (?=extern\b)/gm, '$1       ')
      .replace(/^(\s*(?:pub(?:\([\w:]+\))? )?)safe (?=fn\b|static\b)/gm, '$1     '),
  kotlin: (source) =>
    source
      .replace(/^(\s*!?is [\w.<>?*]+) if /gm, '$1,   ')
      .replace(/(?<![\w$])\${2,}(?=")/g, (prefix) => ' '.repeat(prefix.length)),
  go: (source) =>
    source
      .replace(/\bnew\((?=-?\d|"|'|true\b|false\b)/g, 'neW(')
      .replace(
        /^(func \([^)]*\) \w+)(\[[^\]]*\])(?=\()/gm,
        (_, head: string, params: string) => head + ' '.repeat(params.length),
      ),
  python: (source) => source.replace(/^(\s*)lazy(?= +(?:import|from) )/gm, '$1    '),
};

/** Parses one source file with the language's grammar and lists its ERROR and MISSING nodes. */
export async function findParseProblems(
  languageKey: string,
  source: string,
): Promise<ParseProblem[]> {
  const parser = await parserFor(languageKey);
  const tree = parser.parse(GRAMMAR_GAPS[languageKey]?.(source) ?? source);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${languageKey}`);
  const problems: ParseProblem[] = [];
  collectProblems(tree.rootNode, problems);
  tree.delete();
  return problems;
}
