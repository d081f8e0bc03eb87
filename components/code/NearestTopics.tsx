import { languageOf, type LanguageKey } from '@/data/languages';
import type { TopicName } from '@/utils/compare/topics';

type NearestTopicsProps = {
  language: LanguageKey;
  /** The language's topics nearest one it lacks, best first; null while they are found. */
  nearest: readonly TopicName[] | null;
  onChoose: (key: string) => void;
  /** The one chosen, pressed (a translate drill's stand-in). */
  picked?: string | null;
};

/** A language's nearest topics to one it lacks, each a button that shows it. */
export function NearestTopics({ language, nearest, onChoose, picked }: NearestTopicsProps) {
  const { name } = languageOf(language);
  if (nearest === null) return <p className="loading">Finding the nearest {name} topics…</p>;
  if (nearest.length === 0) return <p>No {name} topic is near it.</p>;
  return (
    <>
      <p>Nearest {name} topics:</p>
      <ul className="nearest-topics">
        {nearest.map((near) => (
          <li key={near.key}>
            <button
              type="button"
              aria-pressed={picked === undefined ? undefined : near.key === picked}
              onClick={() => onChoose(near.key)}
            >
              {near.title}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
