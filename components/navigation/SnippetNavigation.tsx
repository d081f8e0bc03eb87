import { memo } from 'react';
import { useTopicSet } from '@/components/providers/TopicSetProvider';

/** Previous and Next snippet buttons with the position in the set. */
export const SnippetNavigation = memo(function SnippetNavigation() {
  const { topicSet, topicIndex, nextTopic, previousTopic } = useTopicSet();
  const count = topicSet?.topics.length ?? 0;
  return (
    <nav className="snippet-navigation" aria-label="Snippets">
      <button type="button" onClick={previousTopic} disabled={count === 0}>
        Previous snippet
      </button>
      <span className="snippet-position">{count > 0 ? `${topicIndex + 1} / ${count}` : ''}</span>
      <button type="button" onClick={nextTopic} disabled={count === 0}>
        Next snippet
      </button>
    </nav>
  );
});
