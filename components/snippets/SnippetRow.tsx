import { useId, useState } from 'react';
import { cardKey } from '@/utils/progress/attempt';
import { reviewIn } from '@/utils/progress/interval';
import type { TopicCard } from '@/utils/progress/schedule';
import { levelName, recallLevel } from '@/utils/drill/recall/levels';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { plural } from '@/utils/units';

type SnippetRowProps = {
  snippet: OwnSnippet;
  editing: boolean;
  unsynced: boolean;
  /** The schedule, once the log is read: the row says the snippet's level and when it is due. */
  schedule: ReadonlyMap<string, TopicCard> | null;
  now: number;
  onPractise: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** Its level and next review, as the Topics table says them: "Level 1 of 4 · due in 3 days". */
function reviewText(card: TopicCard | undefined, now: number): string {
  if (!card) return 'not practised';
  const due = card.card.due.getTime();
  return `${levelName(recallLevel(card.card))} · ${due <= now ? 'due now' : `due ${reviewIn(due, now)}`}`;
}

/**
 * One saved snippet: its title, size, level and next review, with Practise, Edit and Delete,
 * and its code shown under it on Show code.
 */
export function SnippetRow(props: SnippetRowProps) {
  const { snippet, editing, unsynced, schedule, now } = props;
  const [open, setOpen] = useState(false);
  const codeId = useId();
  return (
    <li className={editing ? 'snippet-row editing' : 'snippet-row'}>
      <span className="snippet-name">{snippet.title}</span>
      <span className="snippet-meta">{plural(snippet.lines.length, 'line')}</span>
      {schedule ? (
        <span className="snippet-meta snippet-review">
          {reviewText(schedule.get(cardKey(snippet.language, snippet.key)), now)}
        </span>
      ) : null}
      {unsynced && (
        <span
          className="tag"
          title="Too large for the browser's sync, or its quota is full: this snippet stays on this device. Export carries it."
        >
          Not synced
        </span>
      )}
      <span className="snippet-actions">
        <button
          type="button"
          aria-label={`Show code of ${snippet.title}`}
          aria-expanded={open}
          aria-controls={codeId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide code' : 'Show code'}
        </button>
        <button type="button" aria-label={`Practise ${snippet.title}`} onClick={props.onPractise}>
          Practise
        </button>
        <button type="button" aria-label={`Edit ${snippet.title}`} onClick={props.onEdit}>
          Edit
        </button>
        <button type="button" aria-label={`Delete ${snippet.title}`} onClick={props.onDelete}>
          Delete
        </button>
      </span>
      {open ? (
        <pre id={codeId} className="snippet-preview" aria-label={`Code of ${snippet.title}`}>
          <code>{snippet.lines.join('\n')}</code>
        </pre>
      ) : null}
    </li>
  );
}
