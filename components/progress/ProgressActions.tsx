import { useRef, useState, type ChangeEvent } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useSettings } from '@/components/providers/SettingsProvider';
import { importProblemInWords } from '@/utils/progress/importProblemWords';
import { buildExport, exportFileName } from '@/utils/progress/exportFile';
import type { ImportProgress } from '@/utils/progress/importBatches';
import { tooLargeMessage, tooLargeToImport } from '@/utils/progress/importLimits';
import type { Settings } from '@/utils/preferences/settings';
import { mergeSnippets, type SnippetMerge } from '@/utils/snippets/merge';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { plural } from '@/utils/units';
import { ImportStatus } from './ImportStatus';

type Outcome = { kind: 'status' | 'alert'; text: string } | null;

/**
 * What an import did to the snippets, for its outcome: "; 3 snippets added, 1 updated, 1 of
 * the same title replaced (kept as deleted)".
 */
function snippetsOutcome(inFile: number, { added, updated, replaced }: SnippetMerge): string {
  if (inFile === 0) return '';
  return (
    `; ${plural(added, 'snippet')} added` +
    (updated ? `, ${updated} updated` : '') +
    (replaced ? `, ${replaced} of the same title replaced (kept as deleted)` : '')
  );
}

/** What an import did to the lookups: "; 3 lookups added (120 older ones left out)". */
function lookupsOutcome(added: number, dropped: number): string {
  if (added === 0 && dropped === 0) return '';
  const left =
    dropped > 0 ? ` (${plural(dropped, 'older one')} left out: the log keeps the newest)` : '';
  return `; ${plural(added, 'lookup')} added${left}`;
}

/**
 * Export the log and the snippets as a file, import one (each merged by id), or reset the
 * log after a confirmation (the snippets are the user's code, not progress: they stay).
 */
export function ProgressActions() {
  const { attempts, merge, reset, refresh, loadSnippetStore, lookups, mergeLookups } =
    useProgress();
  const { settings, setSetting } = useSettings();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The count the Reset dialog names, read from the log when it opens.
  const [logSize, setLogSize] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const [importing, setImporting] = useState<ImportProgress | null>(null);
  const runningImport = useRef<Promise<void> | null>(null);

  /** The log as it is now: other pages may have written since this one read it. */
  const current = async () => {
    try {
      return await refresh();
    } catch (error) {
      setOutcome({ kind: 'alert', text: `The log could not be read: ${(error as Error).message}` });
      return null;
    }
  };

  /** Every snippet, deleted ones too (so a deletion travels), or null after saying why not. */
  const ownSnippets = async (): Promise<OwnSnippet[] | null> => {
    try {
      return (await (await loadSnippetStore())?.list()) ?? [];
    } catch (error) {
      setOutcome({ kind: 'alert', text: `Nothing was exported: ${(error as Error).message}.` });
      return null;
    }
  };

  const exportProgress = async () => {
    const log = await current();
    const mine = log && (await ownSnippets());
    if (!log || !mine) return;
    const now = new Date();
    const blob = new Blob([buildExport(log, settings, now, mine, lookups ?? [])], {
      type: 'application/json',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = exportFileName(now);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
    const also = mine.length ? ` and ${plural(mine.length, 'snippet')}` : '';
    setOutcome({ kind: 'status', text: `Exported ${plural(log.length, 'attempt')}${also}.` });
  };

  const importProgress = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file || runningImport.current) return;
    // Bytes, before reading: the text's length counts characters, and reading is the cost.
    if (tooLargeToImport(file.size)) {
      return setOutcome({ kind: 'alert', text: tooLargeMessage(file.size) });
    }
    setOutcome(null);
    setImporting({ stage: 'checking', done: 0, total: 0 });
    runningImport.current = importFile(file)
      .catch((error: unknown) => {
        setOutcome({ kind: 'alert', text: `Nothing was imported: ${(error as Error).message}` });
      })
      .finally(() => {
        runningImport.current = null;
        setImporting(null);
      });
  };

  const importFile = async (file: File) => {
    // Loaded with the first import: the worker's client is in no page's first load.
    const { readImportFile } = await import('@/adapters/importFile');
    const result = await readImportFile(file, Date.now(), setImporting);
    if (!result.ok) {
      return setOutcome({ kind: 'alert', text: importProblemInWords(result.message) });
    }
    try {
      // The snippets first, in one transaction: if they cannot be written, nothing is.
      const snippetStore = result.snippets.length > 0 ? await loadSnippetStore() : null;
      if (result.snippets.length > 0 && !snippetStore) {
        throw new Error('your snippets cannot be saved in this browser');
      }
      const local = snippetStore ? await snippetStore.list() : [];
      const merged = mergeSnippets(local, result.snippets);
      if (merged.put.length > 0) await snippetStore?.put(merged.put);
      const added = await merge(result.attempts, setImporting);
      const looked = await mergeLookups(result.lookups);
      for (const name of Object.keys(result.settings) as (keyof Settings)[]) {
        if (settings[name] !== result.settings[name]) setSetting(name, result.settings[name]);
      }
      const known = result.attempts.length - added;
      setOutcome({
        kind: 'status',
        text:
          `Imported ${plural(added, 'new attempt')} from ${file.name}` +
          (known ? ` (${plural(known, 'was', 'were')} already here)` : '') +
          snippetsOutcome(result.snippets.length, merged) +
          lookupsOutcome(looked, result.lookupsDropped) +
          '.',
      });
    } catch (error) {
      setOutcome({ kind: 'alert', text: `Nothing was imported: ${(error as Error).message}` });
    }
  };

  const askReset = async () => {
    const log = await current();
    if (!log) return;
    setLogSize(log.length);
    dialog.current?.showModal();
  };

  const confirmReset = async () => {
    dialog.current?.close();
    if (runningImport.current) {
      // Reset waits for a running import, then deletes everything, the import included.
      setOutcome({ kind: 'status', text: 'Reset is waiting for the import to finish…' });
      await runningImport.current;
    }
    try {
      const { deleted, held } = await reset(logSize);
      if (!deleted) {
        // Another page imported or drilled meanwhile: ask again, with the count now.
        setLogSize(held);
        setOutcome({
          kind: 'status',
          text: `The log changed meanwhile: it holds ${plural(held, 'attempt')} now. Nothing was reset.`,
        });
        return dialog.current?.showModal();
      }
      setOutcome({ kind: 'status', text: 'Progress reset: the attempt log is empty.' });
    } catch (error) {
      setOutcome({ kind: 'alert', text: `Nothing was reset: ${(error as Error).message}` });
    }
  };

  return (
    <section className="progress-card progress-actions" aria-labelledby="progress-file">
      <h3 id="progress-file">Your progress file</h3>
      <div className="progress-buttons">
        <button type="button" onClick={() => void exportProgress()} disabled={!attempts}>
          Export progress
        </button>
        <label className="button file-button">
          Import progress
          <input
            type="file"
            accept=".json,application/json"
            disabled={!attempts || importing !== null}
            onChange={importProgress}
          />
        </label>
        <button type="button" onClick={() => void askReset()} disabled={!attempts}>
          Reset progress
        </button>
      </div>
      <ImportStatus progress={importing} />
      <p role={outcome?.kind === 'alert' ? 'alert' : 'status'} className="progress-outcome">
        {outcome?.text}
      </p>
      <dialog ref={dialog} aria-labelledby="reset-title">
        <h3 id="reset-title">Reset progress?</h3>
        {/* One account of what sync does with it: this browser's drills go everywhere, the
            drills of the other devices come back. */}
        <p>
          This deletes the {plural(logSize, 'attempt')} here and this browser&apos;s drills on your
          synced devices; drills made on those devices stay and sync back.
        </p>
        <p>Your snippets are kept. Export first to keep a copy of your progress.</p>
        <form method="dialog">
          <button type="button" className="danger" onClick={() => void confirmReset()}>
            Delete all progress
          </button>
          {/* A destructive dialog opens on its safe answer. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="submit" autoFocus>
            Cancel
          </button>
        </form>
      </dialog>
    </section>
  );
}
