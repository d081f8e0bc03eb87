import { describe, expect, it } from 'vitest';
import { drillSpeedSeries, slowestLine, speedSummaryText } from '@/utils/drill/speed';
import { clock } from '@/utils/units';
import { createDrillState, drillReducer, type DrillState } from '@/utils/drill/reducer';
import { buildDrillText } from '@/utils/drill/targets';

const text = buildDrillText(['let a = 1;', 'let b = 2;']);

/** A drill typed at the given times (ms); '#' is a wrong key, corrected by Backspace. */
function typed(keys: [string, number][]): DrillState {
  let state = createDrillState(text.targets, { onWrongKey: 'move-on' });
  for (const [key, time] of keys) {
    state =
      key === '\b'
        ? drillReducer(state, { type: 'backspace', word: false, time })
        : drillReducer(state, { type: 'type', char: key, time });
  }
  return state;
}

// 21 keys: "let a = 1;" in the first second, Enter and "let b" slowly, a wrong key at 2.5 s.
const sequence = 'let a = 1;\nlet b = 2;';
const keys: [string, number][] = [];
Array.from(sequence).forEach((char, index) => {
  const time = index < 10 ? index * 100 : 1000 + (index - 10) * 200;
  if (index === 14) keys.push(['#', time - 50], ['\b', time - 25]);
  keys.push([char, time]);
});
const drill = typed(keys);

describe('drillSpeedSeries', () => {
  it('gives WPM and raw WPM second by second from the keystroke log', () => {
    const points = drillSpeedSeries(drill);
    expect(drill.finishedAt).toBe(3000);
    expect(points.map((point) => point.second)).toEqual([1, 2, 3]);
    // 10 correct keys in the first second: 10 / 5 * 60 = 120 WPM.
    expect(points[0]).toEqual({ second: 1, wpm: 120, rawWpm: 120, errors: 0 });
    // Second two: 5 correct keys (200 ms apart) and one wrong key.
    expect(points[1]).toEqual({ second: 2, wpm: 60, rawWpm: 72, errors: 1 });
  });

  it('marks each error in the second it happened', () => {
    expect(drillSpeedSeries(drill).map((point) => point.errors)).toEqual([0, 1, 0]);
  });

  it('is empty for a drill not finished', () => {
    expect(drillSpeedSeries(typed([['l', 0]]))).toEqual([]);
  });
});

describe('speedSummaryText', () => {
  it('says the peak, when it was, and the errors', () => {
    expect(speedSummaryText(drillSpeedSeries(drill))).toBe('peak 120 WPM at 0:01, 1 error');
    expect(clock(75)).toBe('1:15');
  });
});

describe('slowestLine', () => {
  it('names the line that took longest per key', () => {
    expect(slowestLine(drill)).toEqual({ line: 1, msPerChar: expect.closeTo(179.5, 1) as number });
  });
});
