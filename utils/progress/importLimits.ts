/** The largest file import reads: far above any real log, small enough not to stall. */
export const MAX_IMPORT_BYTES = 50_000_000;

/**
 * Why a file of `bytes` bytes is refused before it is read (the text check says the same):
 * its size rounded up, so a file just over the limit never reads as within it.
 */
export const tooLargeMessage = (bytes: number) =>
  `Nothing was imported: the file is too large (${(Math.ceil(bytes / 1e5) / 10).toFixed(1)} MB; an import reads at most ${MAX_IMPORT_BYTES / 1e6} MB).`;

/** True when a file is over the import limit by its size in bytes, before it is read. */
export const tooLargeToImport = (bytes: number) => bytes > MAX_IMPORT_BYTES;
