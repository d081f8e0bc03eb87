import { SNIPPET_LIMITS } from '@/utils/snippets/clean';
import type { PreparedSnippet } from '@/utils/snippets/prepare';
import { plural } from '@/utils/units';

type CleanedPreviewProps = { parts: readonly PreparedSnippet[] };

/**
 * What Save will store, shown before it does when it differs from what was typed: the
 * cleaning done, and the parts a long paste becomes. Nothing when the draft saves as typed.
 */
export function CleanedPreview({ parts }: CleanedPreviewProps) {
  const changes = parts[0]?.changes ?? [];
  if (changes.length === 0 && parts.length < 2) return null;
  return (
    <div className="cleaned-preview">
      {changes.length > 0 ? (
        <p className="cleaned-changes">Cleaned: {changes.join(', ')}.</p>
      ) : null}
      {parts.length > 1 ? (
        <p className="cleaned-parts">
          Saves as {plural(parts.length, 'part')} of at most {SNIPPET_LIMITS.partLines} lines, split
          at blank lines: {parts.map((part) => `“${part.title}”`).join(', ')}.
        </p>
      ) : null}
      <pre className="code-view cleaned-code" role="region" aria-label="Cleaned code" tabIndex={0}>
        <code>{parts.map((part) => part.lines.join('\n')).join('\n\n')}</code>
      </pre>
    </div>
  );
}
