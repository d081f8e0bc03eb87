import { levelName, RECALL_LEVELS, type RecallLevel } from '@/utils/drill/recall/levels';

type RecallLevelSelectProps = {
  /** The level the schedule gives the card shown. */
  scheduled: RecallLevel;
  /** A level chosen for this card's drills, or null: as scheduled. */
  chosen: RecallLevel | null;
  onChoose: (level: RecallLevel | null) => void;
};

const SCHEDULED = 'scheduled';

/**
 * Recall level, the one control for how much code is hidden: "As scheduled" (the level the
 * schedule gives this card, named in the tooltip), or "Level 0 of 4" … "Level 4 of 4" for
 * this card's drills.
 */
export function RecallLevelSelect({ scheduled, chosen, onChoose }: RecallLevelSelectProps) {
  return (
    <label className="field">
      Recall level
      <select
        value={chosen ?? SCHEDULED}
        title={`As scheduled: ${levelName(scheduled)}`}
        onChange={(event) => {
          const { value } = event.target;
          onChoose(value === SCHEDULED ? null : (RECALL_LEVELS[Number(value)] ?? null));
        }}
      >
        <option value={SCHEDULED}>As scheduled</option>
        {RECALL_LEVELS.map((each) => (
          <option key={each} value={each}>
            {levelName(each)}
          </option>
        ))}
      </select>
    </label>
  );
}
