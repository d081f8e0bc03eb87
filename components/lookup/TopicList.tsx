import { memo, type KeyboardEvent } from 'react';
import type { Language } from '@/data/types';
import type { TopicMatch } from '@/utils/search';

type TopicListProps = {
  id: string;
  /** The search box's key handling, so the list works the same when it has focus. */
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  options: readonly TopicMatch[];
  activeIndex: number;
  currentLanguage: string;
  languages: readonly Language[];
  onShow: (optionIndex: number) => void;
};

/** The id of an option, for `aria-activedescendant` on the search box. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The Topics listbox: search results or the current language's topics. */
export const TopicList = memo(function TopicList(props: TopicListProps) {
  const { id, options, activeIndex, currentLanguage, languages, onShow, onKeyDown } = props;
  const nameOf = (key: string) => languages.find((language) => language.key === key)?.name ?? key;
  return (
    <ul
      id={id}
      className="topic-list"
      role="listbox"
      aria-label="Topics"
      // Focusable, so the list scrolls by keyboard too; the active option follows the keys.
      tabIndex={0}
      aria-activedescendant={activeIndex >= 0 ? optionId(id, activeIndex) : undefined}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => {
        const other = option.language !== currentLanguage;
        const name = other ? `${option.title} (${nameOf(option.language)})` : option.title;
        return (
          <li
            // Rows are places in the ranking: the next answer rewrites them in place.
            key={index}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            aria-label={name}
            className={index === activeIndex ? 'active' : undefined}
            // The search box keeps focus; a click only picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onShow(index)}
          >
            <span className="topic-title">
              {option.titleParts.map((part, partIndex) =>
                part.marked ? <mark key={partIndex}>{part.text}</mark> : part.text,
              )}
            </span>
            {other ? <span className="topic-language">{nameOf(option.language)}</span> : null}
          </li>
        );
      })}
    </ul>
  );
});
