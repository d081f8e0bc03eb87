import { memo } from 'react';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { LineBreak } from './LineBreak';
import { lineIndent } from './lineIndent';
import { tokenStyle } from './tokenStyle';

type CodeViewProps = {
  topic: HighlightedTopic;
  palette: readonly TokenStyle[];
  /** The region's name: Snippet code, unless a page shows several (Python code). */
  label?: string;
};

/**
 * A topic's code as highlighted lines; its text is the lines joined by newlines. Memoised:
 * hundreds of tokens are not rebuilt on every key typed into the popup's search box.
 */
export const CodeView = memo(function CodeView({
  topic,
  palette,
  label = 'Snippet code',
}: CodeViewProps) {
  return (
    <pre className="code-view" role="region" aria-label={label} tabIndex={0}>
      <code>
        {topic.tokens.map((line, row) => (
          <span className="code-line" key={row} style={lineIndent(line)}>
            {line.map(([text, style], column) => (
              <span key={column} className="token" style={tokenStyle(palette[style]!)}>
                {text}
              </span>
            ))}
            {row < topic.tokens.length - 1 ? <LineBreak /> : null}
          </span>
        ))}
      </code>
    </pre>
  );
});
