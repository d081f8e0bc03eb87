import {
  createDrillState,
  drillReducer,
  type DrillAction,
  type DrillRules,
  type DrillState,
} from '@/utils/drill/reducer';
import { buildDrillText } from '@/utils/drill/targets';

/**
 * Types a sequence, a key every 100 ms: '⏎' is Enter, '⌫' Backspace, '⌦' word Backspace,
 * '?' a hint, '⎋' Esc (a pause).
 */
export function run(lines: string[], keys: string, rules: DrillRules = {}): DrillState {
  let state = createDrillState(buildDrillText(lines).targets, rules);
  let time = 1000;
  for (const key of keys) {
    time += 100;
    const action: DrillAction =
      key === '⌫'
        ? { type: 'backspace', word: false, time }
        : key === '⌦'
          ? { type: 'backspace', word: true, time }
          : key === '?'
            ? { type: 'hint', time }
            : key === '⎋'
              ? { type: 'pause', time }
              : { type: 'type', char: key === '⏎' ? '\n' : key, time };
    state = drillReducer(state, action);
  }
  return state;
}
