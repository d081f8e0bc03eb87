import { useRef, useState } from 'react';
import { SNIPPET_LIMITS } from '@/utils/snippets/clean';
import { outcomeMessage, prepareFile, type Prepared } from '@/utils/snippets/prepare';
import { workingText, type SnippetSaver } from './snippetSaver';

/** An import's last word: how many saved and skipped, or why nothing was. */
export type ImportOutcome = { kind: 'status' | 'alert'; text: string };

export type SnippetImport = {
  /** Imports files (the input's or a drop's); while an import runs, says they were not. */
  importFiles: (files: readonly File[]) => void;
  /** "Reading 3 files…", "Highlighting 3 of 12…", or null when idle. */
  working: string | null;
  outcome: ImportOutcome | null;
  /** Which files arrived (a drop) while an import ran, and were not imported; or null. */
  turnedAway: string | null;
};

/** Files into snippets: each prepared, then the whole batch highlighted and saved in one put. */
export function useSnippetImport(saver: SnippetSaver): SnippetImport {
  const [working, setWorking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [turnedAway, setTurnedAway] = useState<string | null>(null);
  const running = useRef(false);

  const run = async (files: readonly File[]) => {
    setOutcome(null);
    setTurnedAway(null);
    setWorking(`Reading ${files.length === 1 ? files[0]!.name : `${files.length} files`}…`);
    const batch: Required<Prepared> = { snippets: [], skipped: [], joined: [] };
    for (const file of files) {
      // One byte past the limit is enough to know a file is too large: a huge one is not read.
      const head = file.slice(0, SNIPPET_LIMITS.maxFileBytes + 1);
      const {
        snippets,
        skipped,
        joined = [],
      } = prepareFile(file.name, new Uint8Array(await head.arrayBuffer()));
      batch.snippets.push(...snippets);
      batch.skipped.push(...skipped);
      batch.joined.push(...joined);
    }
    if (batch.snippets.length > 0) {
      await saver.save(batch.snippets, null, (progress) => setWorking(workingText(progress)));
    }
    return outcomeMessage(batch.snippets.length, batch.skipped, batch.joined);
  };

  const importFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    if (running.current) {
      const names = files.map((file) => file.name).join(', ');
      return setTurnedAway(
        `Not imported, as one import runs at a time: ${names}. Try again when this one is done.`,
      );
    }
    running.current = true;
    run(files)
      .then(
        (text) => setOutcome({ kind: 'status', text }),
        (error: unknown) =>
          setOutcome({ kind: 'alert', text: `Nothing was imported: ${(error as Error).message}` }),
      )
      .finally(() => {
        running.current = false;
        setWorking(null);
      });
  };

  return { importFiles, working, outcome, turnedAway };
}
