// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  goExplainer,
  goMod,
  goModulePath,
  parseGoDiagnostics,
} from '@/scripts/content/compilers/goRule';
import {
  ghc2021Flags,
  haskellExplainer,
  parseGhcDiagnostics,
} from '@/scripts/content/compilers/haskellRule';
import { classifyNewer, isNewer, type Explain } from '@/scripts/content/compilers/newer';
import type { JobOutcome } from '@/scripts/content/processes';
import type { Problem, SourceFile } from '@/scripts/content/topicFiles';

const problem = (message: string, fileLine = 1, file = 'main.hs'): Problem => ({
  file,
  fileLine,
  line: fileLine,
  message,
});
const failed = (...messages: string[]): JobOutcome => ({
  status: 'failed',
  problems: messages.map((message) => problem(message)),
});
const ghc90 = { name: 'GHC', version: '9.0.2' };

describe('isNewer', () => {
  it('compares releases part by part', () => {
    expect(isNewer('9.10', '9.0.2')).toBe(true);
    expect(isNewer('9.2', '9.0.2')).toBe(true);
    expect(isNewer('9.0', '9.0.2')).toBe(false);
    expect(isNewer('1.22', '1.19.8')).toBe(true);
    expect(isNewer('1.19', '1.19.8')).toBe(false);
    expect(isNewer('9.10', '9.10')).toBe(false);
    expect(isNewer('9.10', '9.10.0')).toBe(false);
  });
});

describe('classifyNewer', () => {
  const explain: Explain = ({ message }) =>
    message.includes('GHC2024') ? { feature: 'LANGUAGE GHC2024', since: '9.10' } : null;

  it('counts a topic whose every error is a newer feature, naming the feature', () => {
    const outcome = classifyNewer(failed('error: Unsupported extension: GHC2024'), explain, ghc90);
    expect(outcome.status).toBe('newer-compiler');
    expect(outcome.problems[0]!.message).toBe(
      'LANGUAGE GHC2024 needs GHC 9.10 (9.0.2 here): error: Unsupported extension: GHC2024',
    );
  });

  it('fails a topic with one error no feature explains, and marks the explained ones', () => {
    const outcome = classifyNewer(
      failed('error: Unsupported extension: GHC2024', 'error: Variable not in scope: myMapp'),
      explain,
      ghc90,
    );
    expect(outcome.status).toBe('failed');
    expect(outcome.problems[0]!.message).toMatch(/^LANGUAGE GHC2024 needs GHC 9.10/);
    expect(outcome.problems[1]!.message).toBe('error: Variable not in scope: myMapp');
  });

  it('fails a feature the installed compiler already has', () => {
    const ghc910 = { name: 'GHC', version: '9.10.1' };
    const outcome = classifyNewer(failed('error: Unsupported extension: GHC2024'), explain, ghc910);
    expect(outcome.status).toBe('failed');
  });

  it('leaves compiled topics and failures without a placed error alone', () => {
    const compiled: JobOutcome = { status: 'compiled', problems: [] };
    expect(classifyNewer(compiled, explain, ghc90)).toBe(compiled);
    const bare: JobOutcome = { status: 'failed', problems: [] };
    expect(classifyNewer(bare, explain, ghc90).status).toBe('failed');
  });
});

describe('parseGhcDiagnostics', () => {
  it("reads GHC 9.0's errors: one line, or a header and its first bullet", () => {
    const output = [
      '[1 of 1] Compiling Main             ( main.hs, nothing )',
      '',
      'main.hs:1:14: error: Unsupported extension: GHC2024',
      '',
      'main.hs:8:9: error:',
      '    * Variable not in scope:',
      "        foldl' :: (a4 -> a4 -> a4) -> t0 -> [Int] -> Int",
      '    * Perhaps you meant one of these:',
      "        `foldl' (imported from Prelude)",
      '',
      'app/Main.hs:3:5: warning: [-Wunused-matches] Defined but not used',
      'app/Main.hs:(4,1)-(5,9): error: [GHC-83865]',
      "    * Couldn't match expected type",
    ].join('\n');
    expect(parseGhcDiagnostics(output)).toEqual([
      { path: 'main.hs', line: 1, message: 'error: Unsupported extension: GHC2024' },
      {
        path: 'main.hs',
        line: 8,
        message: "error: Variable not in scope: foldl' :: (a4 -> a4 -> a4) -> t0 -> [Int] -> Int",
      },
      { path: 'app/Main.hs', line: 4, message: "error: Couldn't match expected type" },
    ]);
  });
});

describe('haskellExplainer', () => {
  const file: SourceFile = {
    name: 'main.hs',
    firstLine: 0,
    text: [
      '{-# LANGUAGE LambdaCase #-}',
      'capAt :: Int -> Int -> Int',
      'capAt = \\cases',
      '  limit n | n > limit -> limit',
      '  _ n -> n',
      '',
      'main :: IO ()',
      'main = print (capAt 10 12',
    ].join('\n'),
  };
  const explain = haskellExplainer([file]);
  const feature = (message: string, line = 1) => explain(problem(message, line));

  it('dates newer LANGUAGE extensions, and not older or unknown ones', () => {
    expect(feature('error: Unsupported extension: GHC2024')).toEqual({
      feature: 'LANGUAGE GHC2024',
      since: '9.10',
    });
    expect(feature('error: Unsupported extension: OverloadedRecordDot')!.since).toBe('9.2');
    expect(feature('error: Unsupported extension: NoFieldSelectors')!.since).toBe('9.2');
    expect(feature('error: Unsupported extension: LambdaCases')).toBeNull();
  });

  it('dates base functions by the module that gained them', () => {
    expect(feature("error: Variable not in scope: foldl' :: (a -> b -> a) -> a")).toEqual({
      feature: "foldl' from Prelude",
      since: '9.10',
    });
    expect(feature("error: Module `Data.List' does not export `unsnoc'")!.since).toBe('9.8');
    expect(
      feature("error: Not in scope: `L.unsnoc' Module `Data.List' does not export `unsnoc'."),
    ).toEqual({ feature: 'unsnoc from Data.List', since: '9.8' });
    expect(feature('error: Variable not in scope: (!?) :: [a] -> Int -> Maybe a')!.since).toBe(
      '9.8',
    );
    // unsnoc is newer in Data.List, not in a module that never had it.
    expect(feature("error: Module `Data.Maybe' does not export `unsnoc'")).toBeNull();
    expect(feature("error: Could not find module `Data.Foldable1'")!.since).toBe('9.6');
    expect(feature("error: Could not find module `Data.Aeson'")).toBeNull();
  });

  it('dates \\cases only for a parse error inside the declaration that uses it', () => {
    expect(feature("error: parse error on input `|'", 4)).toEqual({
      feature: '\\cases',
      since: '9.4',
    });
    expect(feature('error: parse error (possibly incorrect indentation)', 8)).toBeNull();
  });

  it('never excuses a GHC2021 extension: GHC 9.0 has them, the flags turn them on', () => {
    expect(feature("error: Illegal visible type application `@Int'")).toBeNull();
    expect(feature('error: Illegal bang-pattern (use BangPatterns): !n')).toBeNull();
    expect(feature("error: No instance for (Num Bool) arising from a use of `+'")).toBeNull();
    expect(feature('error: Variable not in scope: myMapp')).toBeNull();
  });
});

describe('ghc2021Flags', () => {
  it('uses -XGHC2021 where GHC has it, else its extensions on Haskell2010', () => {
    expect(ghc2021Flags(true)).toEqual(['-XGHC2021']);
    const flags = ghc2021Flags(false);
    expect(flags.slice(0, 3)).toEqual(['-XHaskell2010', '-XNoCUSKs', '-XNoDatatypeContexts']);
    expect(flags).toContain('-XTypeApplications');
    expect(flags).toContain('-XDeriveGeneric');
    expect(flags).toContain('-XImportQualifiedPost');
    expect(flags).not.toContain('-XLambdaCase');
    expect(flags).toHaveLength(39);
  });
});

describe('parseGoDiagnostics', () => {
  it('reads go build and go test errors, skipping package headers and notes', () => {
    const output = [
      '# example.com/loops',
      './main.go:25:17: cannot range over 3 (untyped int constant)',
      'strutil/reverse.go:4:8: package slices is not in GOROOT (/usr/lib/go-1.19/src/slices)',
      'note: module requires Go 1.24',
      'FAIL\texample.com/x/strutil [build failed]',
    ].join('\n');
    expect(parseGoDiagnostics(output)).toEqual([
      { path: 'main.go', line: 25, message: 'error: cannot range over 3 (untyped int constant)' },
      {
        path: 'strutil/reverse.go',
        line: 4,
        message: 'error: package slices is not in GOROOT (/usr/lib/go-1.19/src/slices)',
      },
    ]);
  });
});

describe('goExplainer', () => {
  const feature = (message: string) => goExplainer(problem(`error: ${message}`, 1, 'main.go'));

  it('dates range over int and over functions, and generic aliases', () => {
    expect(feature('cannot range over 5 (untyped int constant)')).toEqual({
      feature: 'range over int',
      since: '1.22',
    });
    expect(feature('cannot range over n (variable of type int)')!.since).toBe('1.22');
    expect(feature('cannot range over len(xs) (value of type int)')!.since).toBe('1.22');
    expect(feature('cannot range over seq (variable of type func(yield func(int) bool))')).toEqual({
      feature: 'range over func',
      since: '1.23',
    });
    expect(feature('generic type cannot be alias')!.since).toBe('1.24');
    expect(feature('42 is not a type')).toEqual({ feature: 'new(expr)', since: '1.26' });
    expect(feature('true (untyped bool constant) is not a type')!.since).toBe('1.26');
    expect(feature('syntax error: method must have no type parameters')).toEqual({
      feature: 'generic method',
      since: '1.27',
    });
  });

  it('dates Go 1.25-1.27 APIs: WaitGroup.Go, errors.AsType, uuid, encoding/json/v2', () => {
    expect(feature('wg.Go undefined (type sync.WaitGroup has no field or method Go)')).toEqual({
      feature: 'sync.WaitGroup.Go',
      since: '1.25',
    });
    expect(feature('undefined: errors.AsType')).toEqual({
      feature: 'errors.AsType',
      since: '1.26',
    });
    expect(feature('package uuid is not in GOROOT (/usr/lib/go-1.19/src/uuid)')!.since).toBe(
      '1.27',
    );
    expect(
      feature('package encoding/json/v2 is not in GOROOT (/usr/lib/go-1.19/src/encoding/json/v2)'),
    ).toEqual({ feature: 'package encoding/json/v2', since: '1.27' });
  });

  it('dates standard packages, names, builtins and methods', () => {
    expect(feature('package log/slog is not in GOROOT (/usr/lib/go-1.19/src/log/slog)')).toEqual({
      feature: 'package log/slog',
      since: '1.21',
    });
    expect(feature('package iter is not in std (/usr/lib/go-1.22/src/iter)')!.since).toBe('1.23');
    expect(feature('undefined: time.DateOnly')!.since).toBe('1.20');
    expect(feature('undefined: min')!.since).toBe('1.21');
    expect(feature('undefined: strings.SplitSeq')!.since).toBe('1.24');
    expect(
      feature('r.PathValue undefined (type *http.Request has no field or method PathValue)'),
    ).toEqual({ feature: 'http.Request.PathValue', since: '1.22' });
    expect(feature('b.Loop undefined (type *testing.B has no field or method Loop)')!.since).toBe(
      '1.24',
    );
  });

  it('never excuses a real mistake', () => {
    expect(feature('undefined: fmt.Printn')).toBeNull();
    expect(feature('undefined: total')).toBeNull();
    expect(feature('package example.com/nope is not in GOROOT (/usr/lib/go/src/x)')).toBeNull();
    expect(feature('cannot range over p (variable of type Point)')).toBeNull();
    expect(feature('cannot range over 2.5 (untyped float constant)')).toBeNull();
    expect(feature('u.Nme undefined (type User has no field or method Nme)')).toBeNull();
    expect(feature('cannot use "a" (untyped string constant) as int value')).toBeNull();
    // A variable used as a type, and a misspelt field, stay mistakes on every release.
    expect(feature('count (variable of type int) is not a type')).toBeNull();
    expect(feature("unknown field 'Nme' in struct literal of type User")).toBeNull();
  });
});

describe('goModulePath and goMod', () => {
  it('takes the module a `go mod init` comment names, else example.com/<topic>', () => {
    const lines = ['// go mod init example.com/shop writes go.mod, naming the module'];
    expect(goModulePath(lines, 'modules')).toBe('example.com/shop');
    expect(goModulePath(['package main'], 'loops')).toBe('example.com/loops');
  });

  it('writes the go line and points each library at its local source', () => {
    expect(goMod('example.com/loops', '1.19', [])).toBe('module example.com/loops\n\ngo 1.19\n');
    const sync = { path: 'golang.org/x/sync', dir: '/usr/share/gocode/src/golang.org/x/sync' };
    expect(goMod('example.com/errgroup', '1.24', [sync]).split('\n').slice(4)).toEqual([
      'require golang.org/x/sync v0.0.0-00010101000000-000000000000',
      'replace golang.org/x/sync => /usr/share/gocode/src/golang.org/x/sync',
      '',
    ]);
  });
});
