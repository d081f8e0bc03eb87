import { useRef, useState } from 'react';
import { SnippetNavigation } from '@/components/navigation/SnippetNavigation';
import { useLanguage } from '@/components/providers/LanguageProvider';
import { useScrollNavigation } from '@/components/providers/ScrollNavigationProvider';
import { useSession } from '@/components/providers/SessionProvider';
import { useWheelNavigation } from '@/hooks/useWheelNavigation';
import { PracticeDrill } from './PracticeDrill';
import { ShortcutHint } from './ShortcutHint';
import { TopicSelect } from './TopicSelect';

/** The new-tab practice: topic, title, recall toggle, the drill and snippet navigation. */
export function PracticeView() {
  const { language } = useLanguage();
  const { snippetSet, group, nextSnippet, previousSnippet } = useSession();
  const { scrollNavigationActive } = useScrollNavigation();
  const [recall, setRecall] = useState(false);
  const [drillInProgress, setDrillInProgress] = useState(false);
  const topicsRef = useRef<HTMLSelectElement>(null);

  // Never while a drill is under way: the wheel would pull it from under the user.
  useWheelNavigation({
    active: scrollNavigationActive && !drillInProgress,
    onNext: nextSnippet,
    onPrevious: previousSnippet,
  });

  return (
    <section className="practice" aria-labelledby="snippet-title">
      <div className="practice-bar">
        <TopicSelect selectRef={topicsRef} />
        <label className="recall-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={recall}
            onChange={(event) => setRecall(event.target.checked)}
          />
          Recall mode
        </label>
      </div>
      {snippetSet && group ? (
        <>
          <h2 id="snippet-title">{group.title}</h2>
          <PracticeDrill
            key={`${language.key}/${group.key}/${recall}`}
            group={group}
            palette={snippetSet.palette}
            recall={recall}
            onTopics={() => topicsRef.current?.focus()}
            onProgressChange={setDrillInProgress}
          />
        </>
      ) : (
        <p className="loading" role="status">
          Loading snippets…
        </p>
      )}
      <SnippetNavigation />
      <ShortcutHint recall={recall} />
    </section>
  );
}
