/** The largest file import reads: far above any real log, small enough not to stall. */
export const MAX_IMPORT_BYTES = 50_000_000;

/** Why a file of `bytes` bytes is refused before it is read (the text check says the same). */
export const tooLargeMessage = (bytes: number) =>
  `The file is too large (${(bytes / 1e6).toFixed(1)} MB; at most ${MAX_IMPORT_BYTES / 1e6} MB).`;

/** True when a file is over the import limit by its size in bytes, before it is read. */
export const tooLargeToImport = (bytes: number) => bytes > MAX_IMPORT_BYTES;
