// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { snippetGroups as javaTopics } from '@/data/snippets/java';
import { javacArgs } from '@/scripts/content/compilers';
import { createLimit, outcomeOf, type Job } from '@/scripts/content/processes';
import { tscOptions } from '@/scripts/content/tsc';

describe('outcomeOf', () => {
  const job: Job = {
    languageKey: 'cpp',
    topicKey: 'modules',
    dir: '/tmp/x',
    files: [
      { name: 'geometry.h', text: '', firstLine: 1 },
      { name: 'main.cpp', text: '', firstLine: 10 },
    ],
    lines: [],
  };
  const fileOf = (path: string) => job.files.find((file) => file.name === path);

  it('places each error in its file and the topic', () => {
    const output = "main.cpp:3:1: error: 'area' was not declared in this scope";
    expect(outcomeOf(job, { code: 1, output }, fileOf)).toEqual({
      status: 'failed',
      problems: [
        {
          file: 'main.cpp',
          fileLine: 3,
          line: 13,
          message: "error: 'area' was not declared in this scope",
        },
      ],
    });
  });

  it('passes a clean run and never hides a failed exit without a readable error', () => {
    expect(outcomeOf(job, { code: 0, output: '' }, fileOf)).toEqual({
      status: 'compiled',
      problems: [],
    });
    const failed = outcomeOf(job, { code: 1, output: 'ld: something broke\n' }, fileOf);
    expect(failed.status).toBe('failed');
    expect(failed.problems[0]!.message).toBe('ld: something broke');
  });
});

describe('javacArgs', () => {
  it('enables Java previews only for a topic that tells the reader it needs them', () => {
    const argsOf = (key: string) =>
      javacArgs(['Main.java'], javaTopics.find((topic) => topic.key === key)!.snippets);
    expect(argsOf('structured-concurrency')).toEqual([
      '--release',
      '25',
      '--enable-preview',
      '-encoding',
      'UTF-8',
      '-d',
      'out',
      'Main.java',
    ]);
    expect(argsOf('virtual-threads')).not.toContain('--enable-preview');
    const previews = javaTopics.filter((topic) =>
      javacArgs([], topic.snippets).includes('--enable-preview'),
    );
    expect(previews.map((topic) => topic.key)).toEqual(['structured-concurrency']);
  });
});

describe('tscOptions', () => {
  it('checks TypeScript strictly, as modules, with the React and DOM types', () => {
    const options = tscOptions(false, false);
    expect(options).toMatchObject({
      strict: true,
      noEmit: true,
      checkJs: true,
      moduleDetection: 'force',
      jsx: 'react-jsx',
      types: ['react', 'react-dom', 'node'],
    });
    expect(options).not.toHaveProperty('strictNullChecks');
    expect(options.lib).toEqual(['ESNext', 'DOM', 'DOM.Iterable']);
    expect(tscOptions(true, false).lib).toEqual(['ES2025', 'DOM', 'DOM.Iterable']);
  });

  it('spares JavaScript only the checks it has no syntax to answer', () => {
    const javascript = tscOptions(false, true);
    const typescript = tscOptions(false, false);
    const changed = Object.keys(javascript).filter(
      (key) => JSON.stringify(javascript[key]) !== JSON.stringify(typescript[key]),
    );
    expect(changed.sort()).toEqual([
      'noImplicitAny',
      'strictNullChecks',
      'useUnknownInCatchVariables',
    ]);
    expect(javascript.strict).toBe(true);
  });
});

describe('createLimit', () => {
  it('never runs more tasks at once than allowed', async () => {
    const limit = createLimit(2);
    let running = 0;
    let most = 0;
    const task = () =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return running;
      });
    await Promise.all([task(), task(), task(), task(), task()]);
    expect(most).toBe(2);
  });
});
