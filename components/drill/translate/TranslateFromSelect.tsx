import { useId } from 'react';
import { LANGUAGES, asLanguageKey, type LanguageKey } from '@/data/languages';

type TranslateFromSelectProps = {
  /** The language drilled: translating from it would show the answer. */
  language: LanguageKey;
  from: LanguageKey | null;
  onFrom: (from: LanguageKey | null) => void;
  /** An address's source that names no language, said once until the user picks. */
  unknown: string | null;
};

/** The select **Translate from**: None, or a language whose topic is shown beside the drill. */
export function TranslateFromSelect({ language, from, onFrom, unknown }: TranslateFromSelectProps) {
  const id = useId();
  return (
    <div className="field translate-from">
      <label htmlFor={id}>Translate from</label>
      <select
        id={id}
        value={from ?? ''}
        onChange={(event) => onFrom(asLanguageKey(event.target.value))}
      >
        <option value="">None</option>
        {LANGUAGES.map(({ key, name }) => (
          <option key={key} value={key} disabled={key === language}>
            {name}
          </option>
        ))}
      </select>
      {unknown !== null ? (
        <p role="alert">Code Recall has no language “{unknown}” to translate from.</p>
      ) : null}
    </div>
  );
}
