// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyNewer } from '@/scripts/content/compilers/newer';
import { pythonExplainer } from '@/scripts/content/compilers/pythonRule';
import { lacksLibrary, type JobOutcome } from '@/scripts/content/processes';
import type { Problem, SourceFile } from '@/scripts/content/topicFiles';

const problem = (message: string, fileLine = 1, file = 'main.py'): Problem => ({
  file,
  fileLine,
  line: fileLine,
  message,
});

describe('pythonExplainer', () => {
  const file: SourceFile = {
    name: 'main.py',
    firstLine: 0,
    text: [
      'lazy import json',
      'greeting = t"Hello {name}!"',
      'print([*row for row in rows])',
      'except ValueError, TypeError:',
      'except* ValueError, KeyError:',
      'print(f"total {n}")',
      'retrun value',
    ].join('\n'),
  };
  const explain = pythonExplainer([file]);
  const feature = (line: number, message = 'error: SyntaxError: invalid syntax') =>
    explain(problem(message, line, 'main.py'));

  it('dates 3.14 and 3.15 syntax by the line the SyntaxError is on', () => {
    expect(feature(1)).toEqual({ feature: 'lazy import', since: '3.15' });
    expect(feature(2)).toEqual({ feature: 'template string', since: '3.14' });
    expect(feature(3)).toEqual({ feature: 'unpacking in comprehensions', since: '3.15' });
    expect(feature(4)).toEqual({ feature: 'except without parentheses', since: '3.14' });
    expect(feature(5)!.since).toBe('3.14');
  });

  it('never excuses a real mistake, another error, or a line of another file', () => {
    expect(feature(6)).toBeNull();
    expect(feature(7)).toBeNull();
    expect(feature(2, "error: NameError: name 'name' is not defined")).toBeNull();
    expect(
      pythonExplainer([])(problem('error: SyntaxError: invalid syntax', 1, 'x.py')),
    ).toBeNull();
  });

  it('counts a topic as needing a newer Python only above the installed one', () => {
    const outcome: JobOutcome = {
      status: 'failed',
      problems: [problem('error: SyntaxError: invalid syntax', 2, 'main.py')],
    };
    const py313 = { name: 'Python', version: '3.13.0' };
    expect(classifyNewer(outcome, explain, py313).status).toBe('newer-compiler');
    const py314 = { name: 'Python', version: '3.14.0' };
    expect(classifyNewer(outcome, explain, py314).status).toBe('failed');
  });
});

describe('lacksLibrary', () => {
  const compile = () => Promise.resolve(new Map());
  it('asks the toolchain for each library a topic requires', () => {
    const ghc = { label: 'ghc', compile, hasLibrary: (name: string) => name === 'aeson' };
    expect(lacksLibrary(undefined, ghc)).toBe(false);
    expect(lacksLibrary(['aeson'], ghc)).toBe(false);
    expect(lacksLibrary(['aeson', 'lens'], ghc)).toBe(true);
    expect(lacksLibrary(['tokio'], { label: 'rustc', compile })).toBe(true);
    expect(lacksLibrary(['aeson'], { missing: 'no ghc on PATH' })).toBe(true);
  });
});
