import { useRef, useState } from 'react';
import { TopicLoadStatus } from '@/components/code/TopicLoadStatus';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { weakSpotsDrill, type WeakSpotsPlan } from '@/utils/progress/weakStatements';
import { Drill } from './Drill';
import { WeakSpotsReport } from './WeakSpotsReport';

type Round = { round: number; plan: WeakSpotsPlan | null; since: string };

/**
 * The new tab's weak-spots drill: whole short statements picked for the keys and classes
 * missed most, and under its Results whether those keys improved.
 */
export function WeakSpotsDrill() {
  const { attempts } = useProgress();
  const { topicSet } = useTopicSet();
  const { language } = useLanguage();
  const [round, setRound] = useState(0);
  const [drill, setDrill] = useState<Round | null>(null);
  const lastWheel = useRef(-Infinity);

  // Picked once per round, from the log as it was when the round began.
  if (attempts && topicSet && drill?.round !== round) {
    const since = new Date().toISOString();
    setDrill({ round, plan: weakSpotsDrill(attempts, topicSet, language.key), since });
  }

  if (!topicSet || !drill) return <TopicLoadStatus />;
  if (!drill.plan) {
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
        topic={drill.plan.topic}
        palette={topicSet.palette}
        level={0}
        onTopics={() => {}}
        lastWheel={lastWheel}
        weakSpots
        onNext={() => setRound((count) => count + 1)}
        resultsNote={
          <WeakSpotsReport
            targets={drill.plan.targets}
            language={language.key}
            since={drill.since}
          />
        }
      />
    </>
  );
}
