import type { TopicMatch } from '@/utils/lookup/search';

/** The id of an option, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** A new element with these properties. */
const element = (tag: string, properties: Partial<HTMLElement>) =>
  Object.assign(document.createElement(tag), properties);

/** Draws a list of options on the listbox's rows; the painter owns those rows. */
export type OptionsPainter = (options: readonly TopicMatch[], activeIndex: number) => void;

/**
 * The painter of the Topics options, which React never renders, as the drill painter owns a
 * drill's spans: the rows already there are rewritten in place (only a title's marks are new
 * nodes) unless they would show the same (the painter remembers what each row shows), and
 * rows are added or removed at the end. An option is named by its title, and by its
 * language's name when `otherLanguage` gives one (a result from a language not shown); one of
 * the user's own snippets is marked "Mine".
 */
export function createOptionsPainter(
  list: HTMLElement,
  otherLanguage: (option: TopicMatch) => string,
): OptionsPainter {
  const drawn: string[] = [];
  return (options, activeIndex) => {
    // Rows past the options go in one range: removed one at a time, each re-counting the
    // live rows, the first key after an empty box (every topic listed, own ones too) spent
    // twice as long dropping hundreds of them.
    const extra = list.children[options.length];
    if (extra) {
      const range = document.createRange();
      range.setStartBefore(extra);
      range.setEndAfter(list.lastElementChild!);
      range.deleteContents();
    }
    drawn.length = Math.min(drawn.length, options.length);
    options.forEach((option, index) => {
      let row = list.children[index];
      if (!row) {
        row = element('li', { id: optionId(list.id, index) });
        row.setAttribute('role', 'option');
        row.append(
          element('span', { className: 'topic-title' }),
          element('span', { className: 'tag topic-language' }),
          element('span', { className: 'tag topic-mine' }),
        );
        list.append(row);
      }
      const other = otherLanguage(option);
      const selected = index === activeIndex;
      const look = JSON.stringify([other, selected, option.titleParts, option.mine]);
      if (drawn[index] === look) return;
      drawn[index] = look;
      const [title, language, mine] = row.children;
      const named = other ? `${option.title} (${other})` : option.title;
      row.setAttribute('aria-label', option.mine ? `${named}, mine` : named);
      row.setAttribute('aria-selected', String(selected));
      row.classList.toggle('active', selected);
      title!.replaceChildren(
        ...option.titleParts.map(({ text, marked }) =>
          marked ? element('mark', { textContent: text }) : text,
        ),
      );
      // Empty for the language shown: an empty line in the row's column takes no height.
      language!.textContent = other;
      mine!.textContent = option.mine ? 'Mine' : '';
    });
  };
}
