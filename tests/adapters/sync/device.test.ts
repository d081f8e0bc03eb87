import { describe, expect, it, vi } from 'vitest';
import { deviceStore } from '@/adapters/sync/device';
import { memoryStorage } from '../../storage';

describe('this device in sync', () => {
  it('makes an id once and keeps it; a damaged one is made again', () => {
    const storage = memoryStorage({ 'code-recall-device': '{"id":"NOT-VALID"}' });
    const device = deviceStore(storage);
    const { id } = device.get();
    expect(id).toMatch(/^[a-z0-9]{8}$/);
    expect(device.get().id).toBe(id);
    expect(deviceStore(storage).reset()).toEqual({ id, epoch: 1 });
  });

  it('makes no new id when local storage cannot be read: each page would be another device', () => {
    const setItem = vi.fn();
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const device = deviceStore({ getItem: refused, setItem });
    expect(() => device.get()).toThrow(/local storage/);
    expect(setItem).not.toHaveBeenCalled();
  });
});
