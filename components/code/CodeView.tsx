import type { HighlightedGroup, TokenStyle } from '@/data/types';
import { LineBreak } from './LineBreak';
import { tokenStyle } from './tokenStyle';

type CodeViewProps = { group: HighlightedGroup; palette: readonly TokenStyle[] };

/** A snippet as highlighted lines; its text is the lines joined by newlines. */
export function CodeView({ group, palette }: CodeViewProps) {
  return (
    <pre className="code-view" role="region" aria-label="Snippet code" tabIndex={0}>
      <code>
        {group.tokens.map((line, row) => (
          <span className="code-line" key={row}>
            {line.map(([text, style], column) => (
              <span key={column} className="token" style={tokenStyle(palette[style]!)}>
                {text}
              </span>
            ))}
            {row < group.tokens.length - 1 ? <LineBreak /> : null}
          </span>
        ))}
      </code>
    </pre>
  );
}
