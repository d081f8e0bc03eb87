import { useMemo, useState } from 'react';
import { browser } from 'wxt/browser';
import { useSelection } from '@/components/providers/SelectionProvider';
import { languageOf } from '@/data/languages';
import type { Attempt } from '@/utils/progress/attempt';
import { ALL_LANGUAGES, type ProgressScope } from '@/utils/progress/scope';
import { trendText } from '@/utils/progress/sentences';
import {
  classStats,
  missCounts,
  mostMissed,
  weeklyTrend,
  withMisses,
  type MissKind,
} from '@/utils/progress/weakSpots';
import { keyName } from '@/utils/units';
import { KeyboardHeatMap } from './KeyboardHeatMap';
import { TokenClassTable } from './TokenClassTable';

/** The Misses select's values: what was typed with the code shown, or recalled hidden. */
const MISS_KINDS = new Map<string, MissKind>([
  ['all', 'all'],
  ['typing', 'typing'],
  ['recall', 'recall'],
]);

type WeakSpotsProps = {
  /** The attempts of the page's scope. */
  attempts: readonly Attempt[];
  scope: ProgressScope;
  now: number;
};

/** Where the fingers fail: error rate and speed per token class, missed keys, the trend. */
export function WeakSpots({ attempts: scoped, scope, now }: WeakSpotsProps) {
  const { selection, chooseLanguage } = useSelection();
  const [kind, setKind] = useState<MissKind>('all');
  const attempts = useMemo(() => withMisses(scoped, kind), [scoped, kind]);
  const missed = mostMissed(attempts);
  const name = scope === ALL_LANGUAGES ? 'all languages' : languageOf(scope).name;

  const practise = () => {
    // The drill is in the new tab's language: asking for one language's weak spots chooses it.
    if (scope !== ALL_LANGUAGES && scope !== selection.language) chooseLanguage(scope);
    void browser.tabs.create({ url: browser.runtime.getURL('/newtab.html?drill=weak-spots') });
  };

  return (
    <section className="progress-card weak-spots" aria-labelledby="weak-spots-title">
      <div className="weak-spots-bar">
        <h3 id="weak-spots-title">Weak spots</h3>
        <span className="weak-spots-scope">in {name}</span>
        <label className="field">
          Misses
          <select
            value={kind}
            onChange={(event) => setKind(MISS_KINDS.get(event.target.value) ?? 'all')}
          >
            <option value="all">All misses</option>
            <option value="typing">Typing misses</option>
            <option value="recall">Recall misses</option>
          </select>
        </label>
        <button type="button" className="primary" onClick={practise}>
          Practise weak spots
        </button>
      </div>
      {attempts.length === 0 ? (
        <p>No drills in {name} yet: its weak spots show here once you have finished one.</p>
      ) : (
        <>
          <p>{trendText(weeklyTrend(attempts, now))}</p>
          <div className="weak-spots-body">
            <TokenClassTable stats={classStats(attempts)} />
            <div>
              <h4>Most-missed characters</h4>
              {missed.length === 0 ? (
                <p>No misses recorded yet: every wrong key in a drill shows here.</p>
              ) : (
                <ol className="missed-chars">
                  {missed.map((miss) => (
                    <li key={miss.char}>
                      <kbd>{keyName(miss.char)}</kbd> {miss.count}× — typed{' '}
                      {miss.typedInstead.slice(0, 3).map((typed, index) => (
                        <span key={typed}>
                          {index > 0 ? ', ' : ''}
                          <kbd>{keyName(typed)}</kbd>
                        </span>
                      ))}
                    </li>
                  ))}
                </ol>
              )}
              <KeyboardHeatMap counts={missCounts(attempts)} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
