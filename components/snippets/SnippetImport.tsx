import type { ChangeEvent } from 'react';
import type { SnippetImport as Import } from './useSnippetImport';

/** What the file input offers: the source extensions of the 16 languages, and Markdown notes. */
const ACCEPTED = [
  ...['.js', '.mjs', '.cjs', '.jsx', '.ts', '.tsx', '.py', '.go', '.java', '.cs', '.rs'],
  ...['.cpp', '.cc', '.cxx', '.hpp', '.h', '.kt', '.kts', '.swift', '.php', '.rb', '.scala'],
  ...['.hs', '.md'],
].join(',');

type SnippetImportProps = { snippetImport: Import };

/** Import snippets: a file input for many files (drop works anywhere), its progress and outcome. */
export function SnippetImport({ snippetImport }: SnippetImportProps) {
  const { importFiles, working, outcome, turnedAway } = snippetImport;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    importFiles(files);
  };
  return (
    <section className="snippet-import snippets-card" aria-labelledby="import-title">
      <h3 id="import-title">From files</h3>
      <p className="snippets-note">
        Source files become one snippet each, titled by the file name; Markdown notes give one per
        fenced block in one of the 16 languages, titled by its heading. Or drop them anywhere on
        this page.
      </p>
      <label className="button file-button">
        Import snippets
        <input
          type="file"
          multiple
          accept={ACCEPTED}
          disabled={working !== null}
          onChange={choose}
        />
      </label>
      <p role="status" className="snippet-status">
        {working}
      </p>
      <p role={outcome?.kind === 'alert' ? 'alert' : 'status'} className="snippet-outcome">
        {outcome?.text}
      </p>
      <p role="status" className="snippet-outcome">
        {turnedAway}
      </p>
    </section>
  );
}
