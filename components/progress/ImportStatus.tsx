import { importProgressText, type ImportProgress } from '@/utils/progress/importBatches';

/**
 * An import's progress, in a status region that is always there (so a screen reader hears
 * its changes): a native bar and "Importing 40,000 of 100,000 attempts…"; empty otherwise.
 */
export function ImportStatus({ progress }: { progress: ImportProgress | null }) {
  const known = progress !== null && progress.total > 0;
  return (
    <div role="status" className="import-status">
      {progress && (
        <>
          <progress
            aria-label="Import progress"
            max={known ? progress.total : undefined}
            value={known ? progress.done : undefined}
          />
          <span>{known ? importProgressText(progress) : 'Reading the file…'}</span>
        </>
      )}
    </div>
  );
}
