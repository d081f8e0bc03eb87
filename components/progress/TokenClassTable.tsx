import { useId } from 'react';
import type { ClassStat } from '@/utils/progress/weakSpots';
import { percent, whole } from '@/utils/units';

/** Per token class: its error rate as a bar and a figure, its speed, its misses. */
export function TokenClassTable({ stats }: { stats: readonly ClassStat[] }) {
  const noteId = useId();
  const worstRate = Math.max(0.0001, ...stats.map((stat) => stat.errorRate));
  return (
    <div>
      <table className="progress-table token-classes" aria-describedby={noteId}>
        <caption>Token classes</caption>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Error rate</th>
            <th scope="col" className="number">
              Speed
            </th>
            <th scope="col" className="number">
              Misses
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.map((stat) => (
            <tr key={stat.tokenClass}>
              <th scope="row">{stat.tokenClass}</th>
              {/* A class never typed has no rate: a dash, not a measured-looking 0.0 %. */}
              {stat.typed === 0 ? (
                <td className="no-data">–</td>
              ) : (
                <td>
                  <span className="rate">
                    <span className="rate-track" aria-hidden="true">
                      <span
                        className="rate-fill"
                        style={{ width: `${(stat.errorRate / worstRate) * 100}%` }}
                      />
                    </span>
                    {percent(stat.errorRate, 1)}
                  </span>
                </td>
              )}
              <td className="number">
                {stat.perMinute === null ? '–' : `${whole(stat.perMinute)} cpm`}
              </td>
              <td className="number">{stat.misses}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id={noteId} className="table-note">
        A class&apos;s error rate is its misses per key typed in that class. The weekly rate above
        counts every key, and most keys are easy names, so it sits below most classes&apos; rates.
      </p>
    </div>
  );
}
