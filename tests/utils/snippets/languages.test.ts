import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { languageOfFile, languageOfInfo } from '@/utils/snippets/languages';

describe('languageOfFile', () => {
  it.each([
    ['app.js', 'javascript'],
    ['server.mjs', 'javascript'],
    ['config.cjs', 'javascript'],
    ['Button.jsx', 'react'],
    ['index.ts', 'typescript'],
    ['loader.mts', 'typescript'],
    ['loader.cts', 'typescript'],
    ['App.tsx', 'react-typescript'],
    ['main.py', 'python'],
    ['main.go', 'go'],
    ['Main.java', 'java'],
    ['Program.cs', 'csharp'],
    ['lib.rs', 'rust'],
    ['main.cpp', 'cpp'],
    ['main.cc', 'cpp'],
    ['main.cxx', 'cpp'],
    ['vec.hpp', 'cpp'],
    ['vec.h', 'cpp'],
    ['Main.kt', 'kotlin'],
    ['build.gradle.kts', 'kotlin'],
    ['View.swift', 'swift'],
    ['index.php', 'php'],
    ['app.rb', 'ruby'],
    ['Main.scala', 'scala'],
    ['Main.hs', 'haskell'],
    ['SHOUT.PY', 'python'],
    ['Mixed.Rs', 'rust'],
  ])('reads %s as %s', (name, language) => {
    expect(languageOfFile(name)).toBe(language);
  });

  it.each(['run.sh', 'notes.md', 'data.json', 'main.c', 'Makefile', 'py', 'archive.tar.gz', ''])(
    'knows no language for %j',
    (name) => {
      expect(languageOfFile(name)).toBeNull();
    },
  );
});

describe('languageOfInfo', () => {
  it('reads every language by its key and by its name', () => {
    for (const { key, name } of LANGUAGES) {
      expect(languageOfInfo(key)).toBe(key);
      if (!name.includes(' ')) expect(languageOfInfo(name)).toBe(key);
    }
  });

  it.each([
    ['js', 'javascript'],
    ['mjs', 'javascript'],
    ['cjs', 'javascript'],
    ['node', 'javascript'],
    ['jsx', 'react'],
    ['ts', 'typescript'],
    ['tsx', 'react-typescript'],
    ['py', 'python'],
    ['python3', 'python'],
    ['golang', 'go'],
    ['rs', 'rust'],
    ['cpp', 'cpp'],
    ['cxx', 'cpp'],
    ['hpp', 'cpp'],
    ['cc', 'cpp'],
    ['c++', 'cpp'],
    ['cs', 'csharp'],
    ['c#', 'csharp'],
    ['kt', 'kotlin'],
    ['kts', 'kotlin'],
    ['rb', 'ruby'],
    ['hs', 'haskell'],
  ])('reads the alias %s as %s', (info, language) => {
    expect(languageOfInfo(info)).toBe(language);
  });

  it.each([
    ['python title="x.py"', 'python'],
    ['  Python  ', 'python'],
    ['{.rust}', 'rust'],
    ['{ .rust .numberLines }', 'rust'],
    ['{python}', 'python'],
    ['js{1,3}', 'javascript'],
    ['rust,ignore', 'rust'],
    ['ts:app.ts', 'typescript'],
    ['C++ linenums', 'cpp'],
  ])('reads the first word of %j, attributes left out', (info, language) => {
    expect(languageOfInfo(info)).toBe(language);
  });

  it.each(['sh', 'bash', 'text', '', 'json', 'c', 'constructor', 'toString', '__proto__'])(
    'knows no language for %j',
    (info) => {
      expect(languageOfInfo(info)).toBeNull();
    },
  );
});
