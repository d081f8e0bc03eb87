import { useRef, useState } from 'react';
import { TopicLoadStatus } from '@/components/code/TopicLoadStatus';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { weakSpotsDrill } from '@/utils/progress/weakSpots';
import type { HighlightedTopic } from '@/data/types';
import { Drill } from './Drill';

type Round = { round: number; topic: HighlightedTopic | null };

/** The new tab's weak-spots drill: lines picked for the keys and classes missed most. */
export function WeakSpotsDrill() {
  const { attempts } = useProgress();
  const { topicSet } = useTopicSet();
  const { language } = useLanguage();
  const [round, setRound] = useState(0);
  const [drill, setDrill] = useState<Round | null>(null);
  const lastWheel = useRef(-Infinity);

  // Picked once per round, from the log as it was when the round began.
  if (attempts && topicSet && drill?.round !== round) {
    setDrill({ round, topic: weakSpotsDrill(attempts, topicSet, language.key) });
  }

  if (!topicSet || !drill) return <TopicLoadStatus />;
  if (!drill.topic) {
    return (
      <div className="weak-spots-empty">
        <h2 id="snippet-title">Weak spots</h2>
        <p>
          No misses recorded yet: finish a few drills, and the keys you miss become the lines you
          practise here.
        </p>
        <a href="/newtab.html">Start a normal drill</a>
      </div>
    );
  }
  return (
    <>
      <div className="practice-head">
        <h2 id="snippet-title">Weak spots in {language.name}</h2>
        <a href="/newtab.html">Back to the topics</a>
      </div>
      <Drill
        key={round}
        topic={drill.topic}
        palette={topicSet.palette}
        level={0}
        onTopics={() => {}}
        lastWheel={lastWheel}
        weakSpots
        onNext={() => setRound((count) => count + 1)}
      />
    </>
  );
}
