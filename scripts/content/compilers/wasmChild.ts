/**
 * The child process of the run check (wasm.ts): loads one WebAssembly runtime (Pyodide,
 * PHP 8.5, Ruby 4.0), runs the topics it reads as JSON on stdin, one by one, through that
 * language's harness (harness.py, .php, .rb), and prints one JSON line per topic. A crash or
 * a hang ends only this process: the parent names the topic and goes on in a new one.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { WASI } from 'node:wasi';
import { getPHPLoaderModule } from '@php-wasm/node-8-5';
import { loadPHPRuntime, PHP } from '@php-wasm/universal';
import { RubyVM } from '@ruby/wasm-wasi';
import { loadPyodide } from 'pyodide';
import type { RunLanguage } from './outputRule';
import type { RunRecord, RunTopic } from './wasmRule';

type Runner = { version: string; run: (topic: RunTopic) => Promise<RunRecord> };

const ZONEINFO = '/usr/share/zoneinfo';
const HARNESS_DIR = new URL('./', import.meta.url);
const harness = (name: string) => readFileSync(new URL(name, HARNESS_DIR), 'utf8');

/** Pyodide: one interpreter; each topic's files under /topic/<key>/. */
async function pythonRunner(): Promise<Runner> {
  const py = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  py.setStdin({ error: true });
  // Pyodide has no tzdata on npm; the machine's time zone database (Debian's tzdata) serves.
  if (existsSync(ZONEINFO)) {
    py.mountNodeFS(ZONEINFO, ZONEINFO);
    py.runPython(`import os; os.environ["PYTHONTZPATH"] = "${ZONEINFO}"`);
  }
  py.runPython(harness('harness.py'));
  // Pyodide's FS type comes from Emscripten's, which this project does not install.
  const fs = py.FS as {
    mkdirTree: (path: string) => void;
    writeFile: (path: string, text: string) => void;
  };
  const runTopic = py.runPython('run_topic') as (...args: unknown[]) => string;
  const version = py.runPython('import platform; platform.python_version()') as string;
  return {
    version: `Pyodide ${py.version} (Python ${version})`,
    run: (topic) => {
      const root = `/topic/${topic.key}/`;
      for (const file of topic.files) {
        fs.mkdirTree(join(root, file.name, '..'));
        fs.writeFile(root + file.name, file.text);
      }
      const args: unknown = py.toPy(topic.argv);
      return Promise.resolve(
        JSON.parse(runTopic(root, topic.entry, topic.module ?? null, args)) as RunRecord,
      );
    },
  };
}

/** PHP 8.5: one runtime; each topic is a request of its own, its files under /topic/<key>/. */
async function phpRunner(): Promise<Runner> {
  const php = new PHP(await loadPHPRuntime(await getPHPLoaderModule()));
  php.mkdir('/harness');
  php.writeFile('/harness/run.php', harness('harness.php'));
  const version = await (await php.runStream({ code: '<?php echo PHP_VERSION;' })).stdoutText;
  return {
    version: `PHP ${version} (php-wasm)`,
    run: async (topic) => {
      const root = `/topic/${topic.key}/`;
      for (const file of topic.files) {
        php.mkdir(join(root, file.name, '..'));
        php.writeFile(root + file.name, file.text);
      }
      const config = { root, entry: topic.entry, argv: topic.argv };
      php.writeFile('/harness/topic.json', JSON.stringify(config));
      const response = await php.runStream({ scriptPath: '/harness/run.php' });
      const printed = await response.stdoutText;
      try {
        return JSON.parse(printed) as RunRecord;
      } catch {
        const said = `${printed}${await response.stderrText}`.trim().slice(0, 300);
        return { chunks: [], errors: [['', 0, `the harness printed no result: ${said}`]] };
      }
    },
  };
}

/** Ruby 4.0 (WASI): one compiled module, a fresh VM per topic with its folder at /topic. */
async function rubyRunner(): Promise<Runner> {
  const wasm = new URL(import.meta.resolve('@ruby/4.0-wasm-wasi/dist/ruby+stdlib.wasm'));
  const module = await WebAssembly.compile(readFileSync(wasm));
  const harnessDir = mkdtempSync(join(tmpdir(), 'ruby-harness-'));
  process.on('exit', () => rmSync(harnessDir, { recursive: true, force: true }));
  const start = async (dir: string) => {
    const preopens = { '/topic': dir, '/harness': harnessDir };
    const wasip1 = new WASI({ version: 'preview1', returnOnExit: true, env: {}, preopens });
    return (await RubyVM.instantiateModule({ module, wasip1 })).vm;
  };
  const version = (await start(harnessDir)).eval('RUBY_VERSION').toString();
  return {
    version: `Ruby ${version} (ruby.wasm, WASI)`,
    run: async (topic) => {
      const config = { root: '/topic/', entry: topic.entry, argv: topic.argv };
      writeFileSync(join(harnessDir, 'topic.json'), JSON.stringify(config));
      const vm = await start(topic.dir);
      return JSON.parse(vm.eval(harness('harness.rb')).toString()) as RunRecord;
    },
  };
}

const RUNNERS = { python: pythonRunner, php: phpRunner, ruby: rubyRunner } satisfies Record<
  RunLanguage,
  () => Promise<Runner>
>;

/** Reads `{ language, topics }` on stdin; prints the version, then a line per topic. */
async function main() {
  const { language, topics } = JSON.parse(await text(process.stdin)) as {
    language: RunLanguage;
    topics: RunTopic[];
  };
  const runner = await RUNNERS[language]();
  process.stdout.write(`${JSON.stringify({ version: runner.version })}\n`);
  for (const topic of topics) {
    mkdirSync(topic.dir, { recursive: true });
    const record = await runner.run(topic);
    process.stdout.write(`${JSON.stringify({ key: topic.key, record })}\n`);
  }
}

await main();
// A WASI instance keeps the event loop alive: end once every topic is written.
process.exit(0);
