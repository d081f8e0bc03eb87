import { useId, useMemo, useState } from 'react';
import { browser } from 'wxt/browser';
import { LANGUAGES } from '@/data/languages';
import type { Attempt } from '@/utils/progress/attempt';
import { trendText } from '@/utils/progress/sentences';
import { classStats, missCounts, mostMissed, weeklyTrend } from '@/utils/progress/weakSpots';
import { keyName, percent } from '@/utils/units';
import { KeyboardHeatMap } from './KeyboardHeatMap';

type WeakSpotsProps = { attempts: readonly Attempt[]; language: string; now: number };

/** Where the fingers fail: error rate and speed per token class, missed keys, the trend. */
export function WeakSpots({ attempts, language, now }: WeakSpotsProps) {
  const [scope, setScope] = useState<string>(language);
  const selectId = useId();
  const scoped = useMemo(
    () => (scope === 'all' ? attempts : attempts.filter((attempt) => attempt.language === scope)),
    [attempts, scope],
  );
  const stats = classStats(scoped);
  const missed = mostMissed(scoped);
  const worstRate = Math.max(0.0001, ...stats.map((stat) => stat.errorRate));

  const practise = () => {
    void browser.tabs.create({ url: browser.runtime.getURL('/newtab.html?drill=weak-spots') });
  };

  return (
    <section className="weak-spots" aria-labelledby="weak-spots-title">
      <h3 id="weak-spots-title">Weak spots</h3>
      <div className="weak-spots-bar">
        <label htmlFor={selectId}>Weak spots for</label>
        <select id={selectId} value={scope} onChange={(event) => setScope(event.target.value)}>
          <option value="all">All languages</option>
          {LANGUAGES.map(({ key, name }) => (
            <option key={key} value={key}>
              {name}
            </option>
          ))}
        </select>
        <button type="button" onClick={practise}>
          Practise weak spots
        </button>
      </div>
      <p>{trendText(weeklyTrend(scoped, now))}</p>
      <div className="weak-spots-body">
        <table className="progress-table">
          <caption>Token classes</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col">Error rate</th>
              <th scope="col">Speed</th>
              <th scope="col">Misses</th>
            </tr>
          </thead>
          <tbody>
            {stats.map((stat) => (
              <tr key={stat.tokenClass}>
                <th scope="row">{stat.tokenClass}</th>
                <td>
                  <span
                    className="rate-bar"
                    aria-hidden="true"
                    style={{ width: `${(stat.errorRate / worstRate) * 4}rem` }}
                  />
                  {percent(stat.errorRate, 1)}
                </td>
                <td>{stat.perMinute === null ? '–' : `${Math.round(stat.perMinute)} cpm`}</td>
                <td>{stat.misses}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
          <KeyboardHeatMap counts={missCounts(scoped)} />
        </div>
      </div>
    </section>
  );
}
