import type { InPageApi } from './inPage';
import { inPageSource } from './inPageSource';
import type { Query } from './query';

/** What each browser's driver does for a page: the few things that differ between them. */
export type PageDriver = {
  /** Runs `fn(arg)` in the page; `fn` must be self-contained. */
  evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => Promise<R>;
  /** Runs a script's source in the page. */
  run: (source: string) => Promise<void>;
  click: (x: number, y: number) => Promise<void>;
  move: (x: number, y: number) => Promise<void>;
  type: (text: string) => Promise<void>;
  /** One key (`Enter`, `Escape`, `KeyC`), with modifiers held. */
  press: (key: string, modifiers?: readonly Modifier[]) => Promise<void>;
  reload: () => Promise<void>;
  close: () => Promise<void>;
};

export type Modifier = 'Alt' | 'Control' | 'Shift';

type Method = keyof InPageApi;
type Call = { method: Method; params: unknown[] };

const WAIT_MS = 15_000;
const POLL_MS = 50;

/** A page of the extension, driven the same way in every browser. */
export class TestPage {
  constructor(private readonly driver: PageDriver) {}

  private async call<M extends Method>(
    method: M,
    ...params: Parameters<InPageApi[M]>
  ): Promise<ReturnType<InPageApi[M]>> {
    const attempt = () =>
      this.driver.evaluate(
        ({ method, params }: Call) => {
          const api = (
            globalThis as unknown as { __e2e?: Record<string, (...a: unknown[]) => unknown> }
          ).__e2e;
          return api ? { value: api[method]!(...params) } : null;
        },
        { method, params },
      );
    let answer = await attempt();
    if (!answer) {
      await this.driver.run(await inPageSource());
      answer = await attempt();
    }
    return answer!.value as ReturnType<InPageApi[M]>;
  }

  /** Waits until the element exists (a page, or the element, may still be loading). */
  async waitFor(query: Query, timeout = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const exists = await this.call('exists', query).catch(() => false);
      if (exists) return;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${describe(query)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  exists(query: Query): Promise<boolean> {
    return this.call('exists', query);
  }

  /** Waits for the element, then asks the page about it. */
  private async when<M extends Method>(
    method: M,
    ...params: Parameters<InPageApi[M]>
  ): Promise<ReturnType<InPageApi[M]>> {
    await this.waitFor(params[0]);
    return this.call(method, ...params);
  }

  text(query: Query): Promise<string> {
    return this.when('text', query);
  }

  value(query: Query): Promise<string> {
    return this.when('value', query);
  }

  checked(query: Query): Promise<boolean> {
    return this.when('checked', query);
  }

  focused(query: Query): Promise<boolean> {
    return this.when('focused', query);
  }

  /** A real mouse click at the element's centre. */
  async click(query: Query): Promise<void> {
    const { x, y } = await this.when('centre', query);
    await this.driver.click(x, y);
  }

  focus(query: Query): Promise<void> {
    return this.when('focus', query);
  }

  select(query: Query, label: string): Promise<void> {
    return this.when('select', query, label);
  }

  /** Real key events for each character. */
  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  press(key: string, modifiers: readonly Modifier[] = []): Promise<void> {
    return this.driver.press(key, modifiers);
  }

  /** Moves the real mouse pointer. */
  moveMouse(x: number, y: number): Promise<void> {
    return this.driver.move(x, y);
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.driver.evaluate(fn, arg);
  }

  /** Runs a script's source in the page (extension pages forbid inline scripts). */
  run(source: string): Promise<void> {
    return this.driver.run(source);
  }

  /** The clipboard's text, as the page reads it. */
  clipboardText(): Promise<string> {
    return this.driver.evaluate(() => navigator.clipboard.readText(), undefined);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

function describe(query: Query): string {
  const name = typeof query.name === 'object' ? `/${query.name.source}/` : query.name;
  return `${query.role}${name === undefined ? '' : ` named ${name}`}`;
}
