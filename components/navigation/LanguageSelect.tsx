import { useId } from 'react';
import { useLanguage } from '@/components/providers/SelectionProvider';

/** The native Language select: the sixteen names in `LANGUAGES` order (data/languages.ts). */
export function LanguageSelect() {
  const { languages, languageIndex, setLanguageIndex } = useLanguage();
  const id = useId();
  return (
    <div className="language-select field">
      <label htmlFor={id}>Language</label>
      <select
        id={id}
        value={languageIndex}
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
