// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHighlightClient } from '@/adapters/highlightClient';
import type {
  HighlightPort,
  HighlightRequest,
  HighlightResponse,
} from '@/utils/highlight/messages';

// Each test hands the client its own port; Vite's worker import is not built here.
vi.mock('@/adapters/openHighlightWorker', () => ({
  openHighlightWorker: () => {
    throw new Error('a test opens its own port');
  },
}));

/** A stand-in worker that keeps the requests for the test to answer, or to fail. */
function fakeWorker() {
  const ports: (HighlightPort & { requests: HighlightRequest[]; ended: boolean })[] = [];
  const open = () => {
    const port = {
      requests: [] as HighlightRequest[],
      ended: false,
      onmessage: null as HighlightPort['onmessage'],
      onerror: null as HighlightPort['onerror'],
      postMessage: (request: HighlightRequest) => port.requests.push(request),
      terminate: () => (port.ended = true),
    };
    ports.push(port);
    return port;
  };
  const answer = (port: HighlightPort, data: HighlightResponse) =>
    port.onmessage?.({ data } as MessageEvent<HighlightResponse>);
  const fail = (port: HighlightPort, message: string) => {
    const event = { message, preventDefault: vi.fn() };
    port.onerror?.(event as unknown as ErrorEvent);
    return event;
  };
  return { ports, open, answer, fail };
}

const tokens = (text: string) => ({
  palette: [['#000000', '#ffffff', 0, 1] as const],
  tokens: [[[text, 0] as const]],
});

describe('createHighlightClient', () => {
  it('starts one worker on the first request and settles each request with its own answer', async () => {
    const worker = fakeWorker();
    const client = createHighlightClient(worker.open);
    expect(worker.ports).toHaveLength(0);
    const first = client.highlight('python', ['a = 1']);
    const second = client.highlight('go', ['b := 2']);
    expect(worker.ports).toHaveLength(1);
    const [port] = worker.ports;
    const [one, two] = port!.requests;
    expect(one).toEqual({ id: one!.id, language: 'python', lines: ['a = 1'] });
    expect(two!.id).not.toBe(one!.id);
    // Answered out of order: each promise still gets its own.
    worker.answer(port!, { id: two!.id, ok: true, ...tokens('b := 2') });
    worker.answer(port!, { id: one!.id, ok: true, ...tokens('a = 1') });
    await expect(first).resolves.toEqual(tokens('a = 1'));
    await expect(second).resolves.toEqual(tokens('b := 2'));
  });

  it("rejects a request the worker refused, with the worker's reason", async () => {
    const worker = fakeWorker();
    const client = createHighlightClient(worker.open);
    const asked = client.highlight('python', ['x']);
    const [port] = worker.ports;
    worker.answer(port!, { id: port!.requests[0]!.id, ok: false, message: 'No grammar.' });
    await expect(asked).rejects.toThrow('No grammar.');
    // The worker itself is fine: the next request goes to it.
    void client.highlight('python', ['y']);
    expect(worker.ports).toHaveLength(1);
  });

  it('rejects every waiting request when the worker fails, and starts a new one next time', async () => {
    const worker = fakeWorker();
    const client = createHighlightClient(worker.open);
    const waiting = [client.highlight('python', ['a']), client.highlight('cpp', ['b'])];
    const event = worker.fail(worker.ports[0]!, 'out of memory');
    for (const request of waiting) {
      await expect(request).rejects.toThrow('The highlighter stopped: out of memory');
    }
    expect(event.preventDefault).toHaveBeenCalled();
    expect(worker.ports[0]!.ended).toBe(true);
    const again = client.highlight('python', ['a']);
    expect(worker.ports).toHaveLength(2);
    const [request] = worker.ports[1]!.requests;
    worker.answer(worker.ports[1]!, { id: request!.id, ok: true, ...tokens('a') });
    await expect(again).resolves.toEqual(tokens('a'));
  });

  it('says the worker failed when its error has no message (it did not load)', async () => {
    const worker = fakeWorker();
    const asked = createHighlightClient(worker.open).highlight('python', ['a']);
    worker.fail(worker.ports[0]!, '');
    await expect(asked).rejects.toThrow('The highlighter failed.');
  });

  it('ends the worker on dispose, refusing what still waits', async () => {
    const worker = fakeWorker();
    const client = createHighlightClient(worker.open);
    const asked = client.highlight('python', ['a']);
    client.dispose();
    await expect(asked).rejects.toThrow('The highlighter was closed.');
    expect(worker.ports[0]!.ended).toBe(true);
  });
});
