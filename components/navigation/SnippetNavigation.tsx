import { memo } from 'react';
import { useTopicSet } from '@/components/providers/TopicSetProvider';

type SnippetNavigationProps = {
  /** What Next and Previous do: the next topic unless the page steps by card. */
  onNext?: () => void;
  onPrevious?: () => void;
};

/** Previous and Next snippet buttons with the position in the set. */
export const SnippetNavigation = memo(function SnippetNavigation(props: SnippetNavigationProps) {
  const { topicSet, topicIndex, nextTopic, previousTopic } = useTopicSet();
  const { onNext = nextTopic, onPrevious = previousTopic } = props;
  const count = topicSet?.topics.length ?? 0;
  return (
    <nav className="snippet-navigation" aria-label="Snippets">
      <button type="button" onClick={onPrevious} disabled={count === 0}>
        Previous snippet
      </button>
      <span className="snippet-position">{count > 0 ? `${topicIndex + 1} / ${count}` : ''}</span>
      <button type="button" onClick={onNext} disabled={count === 0}>
        Next snippet
      </button>
    </nav>
  );
});
