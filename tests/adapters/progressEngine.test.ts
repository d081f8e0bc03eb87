// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { attempt } from '../utils/progress/fixtures';

describe('the engine’s lock on the whole log', () => {
  it('runs a reset asked during an import after it, and goes on after a failure', async () => {
    const memory = createMemoryStore();
    const order: string[] = [];
    let finishImport = () => {};
    // An import whose first write waits, then fails as a full disk does.
    const store = {
      ...memory,
      addNew: async () => {
        order.push('import starts');
        await new Promise<void>((resolve) => (finishImport = resolve));
        order.push('import ends');
        throw new Error('the disk is full');
      },
    };
    const engine = engineWith(store);
    const importing = engine.importAttempts([], [attempt()]);
    const resetting = engine.resetIf(7, () => {
      order.push('reset');
      return Promise.resolve([]);
    });
    await Promise.resolve();
    expect(order).toEqual(['import starts']);
    finishImport();
    await expect(importing).rejects.toThrow('the disk is full');
    expect(await resetting).toBe(0);
    expect(order).toEqual(['import starts', 'import ends', 'reset']);
  });
});
