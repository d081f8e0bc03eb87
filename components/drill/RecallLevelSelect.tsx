import { levelName, RECALL_LEVELS, type RecallLevel } from '@/utils/drill/recall/levels';

type RecallLevelSelectProps = { level: RecallLevel; onLevel: (level: RecallLevel) => void };

/**
 * Recall level: "Level 2 of 4", the level the schedule gives this topic, and the control to
 * drill it at another level this time.
 */
export function RecallLevelSelect({ level, onLevel }: RecallLevelSelectProps) {
  return (
    <label className="field">
      Recall level
      <select
        value={level}
        onChange={(event) => onLevel(RECALL_LEVELS[Number(event.target.value)] ?? 0)}
      >
        {RECALL_LEVELS.map((each) => (
          <option key={each} value={each}>
            {levelName(each)}
          </option>
        ))}
      </select>
    </label>
  );
}
