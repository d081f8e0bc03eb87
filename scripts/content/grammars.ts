import { createRequire } from 'node:module';
import type { LanguageKey } from '@/data/languages';

const require = createRequire(import.meta.url);

/** The tree-sitter grammar (package-relative .wasm) that validates each language's snippets. */
const GRAMMAR_FILES = {
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  // JSX is part of the JavaScript grammar; TSX has its own.
  react: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  'react-typescript': 'tree-sitter-typescript/tree-sitter-tsx.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  go: 'tree-sitter-go/tree-sitter-go.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
  csharp: 'tree-sitter-c-sharp/tree-sitter-c_sharp.wasm',
  rust: 'tree-sitter-rust/tree-sitter-rust.wasm',
  cpp: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  // The maintained grammar: it reads Kotlin 2 syntax (`..<`, `fun interface`) the old one rejects.
  kotlin: '@tree-sitter-grammars/tree-sitter-kotlin/tree-sitter-kotlin.wasm',
  swift: 'tree-sitter-wasms/out/tree-sitter-swift.wasm',
  // Snippets are PHP code without the `<?php` opening tag.
  php: 'tree-sitter-php/tree-sitter-php_only.wasm',
  ruby: 'tree-sitter-ruby/tree-sitter-ruby.wasm',
  scala: 'tree-sitter-scala/tree-sitter-scala.wasm',
  haskell: 'tree-sitter-haskell/tree-sitter-haskell.wasm',
} satisfies Record<LanguageKey, string>;

/** The absolute path of the grammar for a language key. */
export function grammarPath(languageKey: string): string {
  const file = (GRAMMAR_FILES as Partial<Record<string, string>>)[languageKey];
  if (!file) throw new Error(`No tree-sitter grammar for language "${languageKey}"`);
  return require.resolve(file);
}
