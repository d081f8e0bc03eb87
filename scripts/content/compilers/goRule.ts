/**
 * The pure half of the Go compile check: the go.mod a topic gets, the go command's error
 * format, and the table of what is newer than the installed Go (the rule in newer.ts). Dates
 * are the Go release notes'.
 */
import type { Diagnostic } from '../topicFiles';
import { dated, type Explain } from './newer';

/** Standard-library packages, with the Go release that added them. */
const NEWER_PACKAGES: Readonly<Record<string, string>> = {
  'crypto/ecdh': '1.20',
  cmp: '1.21',
  'log/slog': '1.21',
  maps: '1.21',
  slices: '1.21',
  'testing/slogtest': '1.21',
  'go/version': '1.22',
  'math/rand/v2': '1.22',
  iter: '1.23',
  structs: '1.23',
  unique: '1.23',
  'crypto/hkdf': '1.24',
  'crypto/mlkem': '1.24',
  'crypto/pbkdf2': '1.24',
  'crypto/sha3': '1.24',
  weak: '1.24',
  'testing/synctest': '1.25',
  'encoding/json/jsontext': '1.27',
  'encoding/json/v2': '1.27',
  'crypto/mldsa': '1.27',
  uuid: '1.27',
};

/** Package-level names (and builtins, unqualified) newer than Go 1.19. */
const NEWER_NAMES: Readonly<Record<string, string>> = {
  'bytes.CutPrefix': '1.20',
  'bytes.CutSuffix': '1.20',
  'context.Cause': '1.20',
  'context.WithCancelCause': '1.20',
  'errors.Join': '1.20',
  'http.NewResponseController': '1.20',
  'strings.CutPrefix': '1.20',
  'strings.CutSuffix': '1.20',
  'time.DateOnly': '1.20',
  'time.DateTime': '1.20',
  'time.TimeOnly': '1.20',
  clear: '1.21',
  max: '1.21',
  min: '1.21',
  'context.AfterFunc': '1.21',
  'context.WithoutCancel': '1.21',
  'errors.ErrUnsupported': '1.21',
  'sync.OnceFunc': '1.21',
  'sync.OnceValue': '1.21',
  'sync.OnceValues': '1.21',
  'reflect.TypeFor': '1.22',
  'os.CopyFS': '1.23',
  'bytes.Lines': '1.24',
  'bytes.SplitSeq': '1.24',
  'os.OpenRoot': '1.24',
  'runtime.AddCleanup': '1.24',
  'strings.FieldsFuncSeq': '1.24',
  'strings.FieldsSeq': '1.24',
  'strings.Lines': '1.24',
  'strings.SplitAfterSeq': '1.24',
  'strings.SplitSeq': '1.24',
  'errors.AsType': '1.26',
};

/** Methods newer than Go 1.19, as `package.Type.Method`. */
const NEWER_METHODS: Readonly<Record<string, string>> = {
  'time.Time.Compare': '1.20',
  'http.Request.PathValue': '1.22',
  'http.Request.SetPathValue': '1.22',
  'sync.Map.Clear': '1.23',
  'testing.B.Context': '1.24',
  'testing.B.Loop': '1.24',
  'testing.T.Chdir': '1.24',
  'testing.T.Context': '1.24',
  'sync.WaitGroup.Go': '1.25',
};

/** Language changes newer than Go 1.19, by the error Go 1.19 gives for them. */
const NEWER_SYNTAX: readonly { feature: string; error: RegExp; since: string }[] = [
  {
    feature: 'range over int',
    error: /cannot range over .+ \((?:untyped int constant|\w+ of type u?int(?:8|16|32|64)?)\)$/,
    since: '1.22',
  },
  {
    feature: 'range over func',
    error: /cannot range over .+ \(\w+ of type func\((?:\w+ )?func\(/,
    since: '1.23',
  },
  { feature: 'generic type alias', error: /generic type cannot be alias$/, since: '1.24' },
  // new(42), new(true): only a constant operand, since `new(x)` with x a variable reads the
  // same as a variable misused as a type, a real mistake on any release.
  {
    feature: 'new(expr)',
    error: /^(?:-?[\d.]+|true|false|"[^"]*"|.+ \(untyped \w+ constant\)) is not a type$/,
    since: '1.26',
  },
  { feature: 'generic method', error: /method must have no type parameters$/, since: '1.27' },
];

const MISSING_PACKAGE = /package (\S+) is not in (?:GOROOT|std)\b/;
const UNDEFINED = /^undefined: ((?:[a-z]\w*\.)?\w+)$/;
const NO_METHOD = /undefined \(type \*?([\w.]+) has no field or method (\w+)/;

/** The Go rule: which dated feature a go build error shows the topic's code uses, if any. */
export const goExplainer: Explain = ({ message }) => {
  const text = message.replace(/^error: /, '');
  const missing = MISSING_PACKAGE.exec(text);
  if (missing) return dated(NEWER_PACKAGES, missing[1]!, `package ${missing[1]!}`);
  const undefinedName = UNDEFINED.exec(text);
  if (undefinedName) return dated(NEWER_NAMES, undefinedName[1]!, undefinedName[1]!);
  const method = NO_METHOD.exec(text);
  if (method) {
    const name = `${method[1]!}.${method[2]!}`;
    return dated(NEWER_METHODS, name, name);
  }
  const syntax = NEWER_SYNTAX.find(({ error }) => error.test(text));
  return syntax ? { feature: syntax.feature, since: syntax.since } : null;
};

// `./main.go:25:17: cannot range over 3 (untyped int constant)`; `# pkg` and `note:` skipped.
const GO_ERROR = /^(?:\.\/)?([\w./-]+?\.go):(\d+)(?::\d+)?: (.+)$/;

/** The errors in go build or go test output. */
export function parseGoDiagnostics(output: string): Diagnostic[] {
  return output.split('\n').flatMap((line) => {
    const match = GO_ERROR.exec(line.trimEnd());
    if (!match) return [];
    return [{ path: match[1]!, line: Number(match[2]), message: `error: ${match[3]!}` }];
  });
}

/** The module path a topic names in a `go mod init example.com/shop` comment, if any. */
export function goModulePath(lines: readonly string[], topicKey: string): string {
  for (const line of lines) {
    const match = /^\s*\/\/.*\bgo mod init ([\w.-]+(?:\/[\w.-]+)*)/.exec(line);
    if (match) return match[1]!;
  }
  return `example.com/${topicKey}`;
}

/**
 * A topic's go.mod: its module, the `go` line of the set's release or the installed one if
 * older (a Go 1.21+ toolchain refuses a newer `go` line), and each library the topic requires
 * replaced by its source folder (Debian's /usr/share/gocode/src), since there is no proxy.
 */
export function goMod(
  module: string,
  goLine: string,
  libraries: readonly { path: string; dir: string }[],
): string {
  const lines = [`module ${module}`, '', `go ${goLine}`];
  for (const { path, dir } of libraries) {
    lines.push('', `require ${path} v0.0.0-00010101000000-000000000000`);
    lines.push(`replace ${path} => ${dir}`);
  }
  return `${lines.join('\n')}\n`;
}
