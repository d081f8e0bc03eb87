import { parseImport } from '@/utils/progress/exportFile';
import { inBatches, type ImportMessage, type ImportRequest } from '@/utils/progress/importBatches';

/**
 * One import, off the page's main thread: reads the file, parses and checks every record
 * (`parseImport`, posting progress), then posts a good file's attempts in batches and `done`
 * with its settings, snippets and lookups, or `refused` with the reason. The worker runs it; tests run
 * it in-process.
 */
export async function runImportJob(
  { file, now }: ImportRequest,
  post: (message: ImportMessage) => void,
): Promise<void> {
  const text = await file.text();
  const result = parseImport(text, now, (checked, total) =>
    post({ kind: 'checked', checked, total }),
  );
  if (!result.ok) return post({ kind: 'refused', message: result.message });
  for (const attempts of inBatches(result.attempts)) post({ kind: 'batch', attempts });
  const { settings, snippets, attempts, lookups, lookupsDropped } = result;
  post({ kind: 'done', settings, snippets, lookups, lookupsDropped, total: attempts.length });
}
