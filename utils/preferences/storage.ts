/** The part of the Web Storage API the extension uses; tests pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A warning sink, `console.warn` in the pages. */
export type Warn = (message: string, error: unknown) => void;
