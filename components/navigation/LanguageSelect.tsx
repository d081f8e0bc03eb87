import { useId } from 'react';
import { useLanguage } from '@/components/providers/SelectionProvider';

/**
 * The native Language select: the sixteen names in `LANGUAGES` order (data/languages.ts). It
 * shows the language chosen, which a lookup's result from another language does not move.
 */
export function LanguageSelect() {
  const { languages, chosenIndex, setLanguageIndex } = useLanguage();
  const id = useId();
  return (
    <div className="language-select field">
      <label htmlFor={id}>Language</label>
      <select
        id={id}
        value={chosenIndex}
        onChange={(event) => setLanguageIndex(Number(event.target.value))}
      >
        {languages.map((language, index) => (
          <option key={language.key} value={index}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
