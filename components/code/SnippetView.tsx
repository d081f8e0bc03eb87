import { memo, lazy, Suspense } from 'react';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { TopicLoadStatus } from './TopicLoadStatus';

// Loads alongside the topics it shows (both after first paint), not before the page opens.
const CodeView = lazy(() => import('./CodeView').then((module) => ({ default: module.CodeView })));

/** The current topic's title and highlighted code. */
export const SnippetView = memo(function SnippetView() {
  const { topicSet, topic } = useTopicSet();
  if (!topicSet || !topic) return <TopicLoadStatus />;
  return (
    <section className="snippet-view" aria-labelledby="snippet-title">
      <h2 id="snippet-title">{topic.title}</h2>
      <Suspense fallback={<TopicLoadStatus />}>
        <CodeView topic={topic} palette={topicSet.palette} />
      </Suspense>
    </section>
  );
});
