/**
 * The pure half of the Haskell compile check: the flags that give GHC 9.0 the set's GHC2021
 * language, GHC's error format, and the table of what is newer than the installed GHC (the
 * rule in newer.ts). Dates are the GHC release notes' and base's changelog's.
 */
import type { Diagnostic, SourceFile } from '../topicFiles';
import { dated, type Explain, type Feature } from './newer';

/**
 * GHC2021 (GHC 9.10's default language, which the set states) spelled as flags for GHC 9.0,
 * which has no -XGHC2021: Haskell2010 without CUSKs and DatatypeContexts, plus these (GHC's
 * own list, less FieldSelectors, which 9.0 always has).
 */
const GHC2021_EXTENSIONS = [
  'BangPatterns',
  'BinaryLiterals',
  'ConstrainedClassMethods',
  'ConstraintKinds',
  'DeriveDataTypeable',
  'DeriveFoldable',
  'DeriveFunctor',
  'DeriveGeneric',
  'DeriveLift',
  'DeriveTraversable',
  'EmptyCase',
  'EmptyDataDeriving',
  'ExistentialQuantification',
  'ExplicitForAll',
  'FlexibleContexts',
  'FlexibleInstances',
  'GADTSyntax',
  'GeneralisedNewtypeDeriving',
  'HexFloatLiterals',
  'ImportQualifiedPost',
  'InstanceSigs',
  'KindSignatures',
  'MultiParamTypeClasses',
  'NamedFieldPuns',
  'NamedWildCards',
  'NumericUnderscores',
  'PolyKinds',
  'PostfixOperators',
  'RankNTypes',
  'ScopedTypeVariables',
  'StandaloneDeriving',
  'StandaloneKindSignatures',
  'TupleSections',
  'TypeApplications',
  'TypeOperators',
  'TypeSynonymInstances',
];

/** The flags for the GHC2021 language: -XGHC2021 from GHC 9.2, else its extensions one by one. */
export function ghc2021Flags(hasGhc2021: boolean): string[] {
  if (hasGhc2021) return ['-XGHC2021'];
  const off = ['-XHaskell2010', '-XNoCUSKs', '-XNoDatatypeContexts'];
  return [...off, ...GHC2021_EXTENSIONS.map((name) => `-X${name}`)];
}

/** LANGUAGE extensions (and editions) newer than GHC 9.0, with the GHC that first accepts them. */
const NEWER_EXTENSIONS: Readonly<Record<string, string>> = {
  GHC2021: '9.2',
  OverloadedRecordDot: '9.2',
  OverloadedRecordUpdate: '9.2',
  FieldSelectors: '9.2',
  UnliftedDatatypes: '9.2',
  DeepSubsumption: '9.2.4',
  TypeData: '9.6',
  ExtendedLiterals: '9.8',
  TypeAbstractions: '9.8',
  GHC2024: '9.10',
  RequiredTypeArguments: '9.10',
  ListTuplePuns: '9.10',
  MultilineStrings: '9.12',
  OrPatterns: '9.12',
  NamedDefaults: '9.12',
};

/** Functions base gained after GHC 9.0 (base 4.15), by the module that exports them. */
const NEWER_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Prelude: { liftA2: '9.6', "foldl'": '9.10' },
  'Data.Function': { applyWhen: '9.6' },
  'Data.List': { unsnoc: '9.8', '!?': '9.8' },
};

/** Modules base gained after GHC 9.0. */
const NEWER_MODULES: Readonly<Record<string, string>> = {
  'Data.Array.Byte': '9.4',
  'Data.Foldable1': '9.6',
};

/** Syntax newer than GHC 9.0 that 9.0 reports as a parse error inside the declaration. */
const NEWER_SYNTAX: readonly { feature: string; pattern: RegExp; since: string }[] = [
  { feature: '\\cases', pattern: /\\cases\b/, since: '9.4' },
];

// `main.hs:8:9: error:` or `main.hs:(8,9)-(9,2): error: [GHC-88464]` and the message after.
const GHC_ERROR =
  /^(.+?\.l?hs):(?:(\d+):\d+(?:-\d+)?|\((\d+),\d+\)-\(\d+,\d+\)): error:(?: \[[\w-]+\])?\s*(.*)$/;

/**
 * GHC's errors: a header line, then indented lines up to a blank or unindented one. The message
 * is the header's text and the first bullet (GHC's context lines after it are dropped).
 */
export function parseGhcDiagnostics(output: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  const lines = output.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const match = GHC_ERROR.exec(lines[index]!);
    if (!match) continue;
    const body = [match[4]!];
    while (index + 1 < lines.length && /^\s+\S/.test(lines[index + 1]!)) {
      index += 1;
      body.push(lines[index]!);
    }
    const bullets = body.join('\n').split(/^\s*(?:\*|\u2022) /m);
    const first = bullets.find((part) => part.trim() !== '') ?? '';
    const message = `error: ${first.replace(/\s+/g, ' ').trim()}`;
    found.push({ path: match[1]!, line: Number(match[2] ?? match[3]), message });
  }
  return found;
}

// GHC quotes names `like this' under LC_ALL=C, 'like this' or ‘like this’ in newer releases.
const QUOTED = "[`'\u2018](.+?)['\u2019]";
const UNSUPPORTED = /Unsupported extension: (?:No)?(\w+)/;
const NOT_IN_SCOPE = /Variable not in scope: \(?([^\s)]+)\)?/;
const QUALIFIED_NOT_IN_SCOPE = new RegExp(`Not in scope: ${QUOTED}(?:\\s|$)`);
const NOT_EXPORTED = new RegExp(`Module ${QUOTED} does not export ${QUOTED}(?:\\s|$|\\.)`);
const NO_MODULE = new RegExp(`Could not find module ${QUOTED}`);

/** The newer base function a name is, in a module (any module when none is given). */
function newerName(name: string, module?: string): Feature | null {
  const bare = name.replace(/^(?:[A-Z]\w*\.)+/, '').replace(/^\((.*)\)$/, '$1');
  for (const [owner, names] of Object.entries(NEWER_NAMES)) {
    if (module && owner !== module) continue;
    const found = dated(names, bare, `${bare} from ${owner}`);
    if (found) return found;
  }
  return null;
}

/** The top-level declaration around a line: back to its unindented first line. */
function declarationAt(file: SourceFile, fileLine: number): string {
  const lines = file.text.split('\n');
  let start = Math.min(fileLine, lines.length) - 1;
  while (start > 0 && !/^\S/.test(lines[start]!)) start -= 1;
  return lines.slice(Math.max(start, 0), fileLine).join('\n');
}

/** The Haskell rule: which dated feature a GHC error shows the topic's code uses, if any. */
export function haskellExplainer(files: readonly SourceFile[]): Explain {
  return ({ file, fileLine, message }) => {
    const extension = UNSUPPORTED.exec(message);
    if (extension) return dated(NEWER_EXTENSIONS, extension[1]!, `LANGUAGE ${extension[1]!}`);
    const exported = NOT_EXPORTED.exec(message);
    if (exported) return newerName(exported[2]!, exported[1]);
    const scope = NOT_IN_SCOPE.exec(message) ?? QUALIFIED_NOT_IN_SCOPE.exec(message);
    if (scope) return newerName(scope[1]!);
    const module = NO_MODULE.exec(message);
    if (module) return dated(NEWER_MODULES, module[1]!, `module ${module[1]!}`);
    const source = files.find((candidate) => candidate.name === file);
    if (/parse error/.test(message) && source) {
      const declaration = declarationAt(source, fileLine);
      const syntax = NEWER_SYNTAX.find(({ pattern }) => pattern.test(declaration));
      if (syntax) return { feature: syntax.feature, since: syntax.since };
    }
    return null;
  };
}
