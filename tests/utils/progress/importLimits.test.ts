import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, tooLargeMessage, tooLargeToImport } from '@/utils/progress/importLimits';

describe('the import limit', () => {
  it('refuses an export of 200,000 attempts (99.6 MB) saying nothing was imported, and why', () => {
    expect(tooLargeToImport(99_600_000)).toBe(true);
    expect(tooLargeMessage(99_600_000)).toBe(
      'Nothing was imported: the file is too large (99.6 MB; an import reads at most 50 MB).',
    );
  });

  it('never writes a file just over the limit as a size within it', () => {
    expect(tooLargeToImport(MAX_IMPORT_BYTES)).toBe(false);
    expect(tooLargeMessage(MAX_IMPORT_BYTES + 1)).toContain('(50.1 MB;');
  });
});
