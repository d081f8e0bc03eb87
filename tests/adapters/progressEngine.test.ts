// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';

describe('the engine’s lock on the whole log', () => {
  it('runs a reset asked during an import after it, and goes on after a failure', async () => {
    const { exclusive } = engineWith(createMemoryStore());
    const order: string[] = [];
    let finishImport = () => {};
    const importing = exclusive(async () => {
      order.push('import starts');
      await new Promise<void>((resolve) => (finishImport = resolve));
      order.push('import ends');
      throw new Error('the disk is full');
    });
    const resetting = exclusive(() => {
      order.push('reset');
      return Promise.resolve(7);
    });
    await Promise.resolve();
    expect(order).toEqual(['import starts']);
    finishImport();
    await expect(importing).rejects.toThrow('the disk is full');
    expect(await resetting).toBe(7);
    expect(order).toEqual(['import starts', 'import ends', 'reset']);
  });
});
