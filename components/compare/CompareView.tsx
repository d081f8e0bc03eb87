import { useId, useState } from 'react';
import { browser } from 'wxt/browser';
import { topicNames } from 'virtual:topic-names';
import { LANGUAGES, languageOf, type LanguageKey } from '@/data/languages';
import { comparedPairPreference } from '@/adapters/pagePreferences';
import {
  comparisonFromUrl,
  comparisonUrl,
  topicFor,
  topicOptions,
  type Comparison,
} from '@/utils/compare/topics';
import { translateLink } from '@/utils/compare/link';
import { CompareColumn } from './CompareColumn';

const namesOf = (language: LanguageKey) =>
  topicNames[language].map(([key, title]) => ({ key, title }));

/** One topic in two languages side by side, chosen with three selects. */
export function CompareView() {
  const [comparison, setComparison] = useState<Comparison>(() =>
    comparisonFromUrl(window.location.search, comparedPairPreference().get()),
  );
  const ids = { first: useId(), second: useId(), topic: useId() };
  const [first, second] = comparison.languages;
  const options = topicOptions(
    { language: first, topics: namesOf(first) },
    { language: second, topics: namesOf(second) },
  );
  const topic = options.find((option) => option.key === comparison.topic) ?? {
    key: comparison.topic,
    title: comparison.topic,
  };

  // The topic as the second language names it (its own key), if it has it.
  const drilled = topicFor(second, topic.key, namesOf(second));

  // Written where the user acts: the address bar and the remembered pair.
  const show = (next: Comparison) => {
    setComparison(next);
    window.history.replaceState(null, '', comparisonUrl(next));
    comparedPairPreference().set(next.languages);
  };
  const setLanguage = (index: 0 | 1, language: LanguageKey) => {
    const languages: [LanguageKey, LanguageKey] = [...comparison.languages];
    languages[index] = language;
    show({ ...comparison, languages });
  };

  const languageSelect = (index: 0 | 1, id: string, label: string) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={comparison.languages[index]}
        onChange={(event) => setLanguage(index, event.target.value as LanguageKey)}
      >
        {LANGUAGES.map(({ key, name }) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="compare" aria-label="Compare">
      <div className="compare-bar">
        {languageSelect(0, ids.first, 'First language')}
        {languageSelect(1, ids.second, 'Second language')}
        <div className="field">
          <label htmlFor={ids.topic}>Topic</label>
          <select
            id={ids.topic}
            value={topic.key}
            onChange={(event) => show({ ...comparison, topic: event.target.value })}
          >
            <optgroup label="In both languages">
              {options
                .filter((option) => option.shared)
                .map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.title}
                  </option>
                ))}
            </optgroup>
            <optgroup label="In one of them">
              {options
                .filter((option) => !option.shared)
                .map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.title}
                  </option>
                ))}
            </optgroup>
          </select>
        </div>
        {/* A new tab: the second language's topic typed from memory, the first's beside it. */}
        <button
          type="button"
          className="primary"
          disabled={!drilled}
          onClick={() =>
            void browser.tabs.create({
              url: browser.runtime.getURL(translateLink(first, second, drilled!.key)),
            })
          }
        >
          Drill in {languageOf(second).name}
        </button>
      </div>
      <div className="compare-columns">
        {comparison.languages.map((language, index) => (
          <CompareColumn
            // By place and language: the two selects may name one language twice.
            key={`${index}/${language}`}
            language={language}
            topic={topic}
            topics={namesOf(language)}
            other={comparison.languages[1 - index]!}
            onChoose={(key) => show({ ...comparison, topic: key })}
          />
        ))}
      </div>
    </section>
  );
}
