/** The part of the Web Storage API the extension uses; tests pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
