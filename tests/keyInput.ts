import type { KeyInput } from '@/utils/drill/keys';

/** A key press with no modifier unless given. */
export const keyInput = (over: Partial<KeyInput>): KeyInput => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...over,
});
