import type { TopicMatch } from '@/utils/lookup/search';

/** The id of an option, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** A new element with these properties. */
const element = (tag: string, properties: Partial<HTMLElement>) =>
  Object.assign(document.createElement(tag), properties);

/** Draws a list of options on the listbox's rows; the painter owns those rows. */
export type OptionsPainter = (options: readonly TopicMatch[], activeIndex: number) => void;

/** What a row was last drawn from: its option, the language tag it got, what it shows. */
type DrawnRow = { option: TopicMatch; other: string; shows: string };

/** Marks a row selected (the active option) or not. */
const select = (row: Element | undefined, selected: boolean) => {
  row?.setAttribute('aria-selected', String(selected));
  row?.classList.toggle('active', selected);
};

/**
 * The painter of the Topics options, which React never renders, as the drill painter owns a
 * drill's spans: the rows already there are rewritten in place (only a title's marks are new
 * nodes) unless they would show the same, and rows are added or removed at the end. The work
 * follows what changed: a row drawn from the same option object with the same tag is left
 * without even working out what it shows, and a new active option changes two rows'
 * selection and nothing else. So a key that keeps the list (a query's first key keeps every
 * topic listed until its answer: 538 rows with 500 own snippets) touches no row but those
 * two. An option is named by its title, and by its language's name when `otherLanguage`
 * gives one (a result from a language not shown); one of the user's own snippets is marked
 * "Mine".
 */
export function createOptionsPainter(
  list: HTMLElement,
  otherLanguage: (option: TopicMatch) => string,
): OptionsPainter {
  const drawn: DrawnRow[] = [];
  let selected = -1;
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
    if (selected >= options.length) selected = -1;
    options.forEach((option, index) => {
      let row = list.children[index];
      if (!row) {
        row = element('li', { id: optionId(list.id, index) });
        row.setAttribute('role', 'option');
        row.setAttribute('aria-selected', 'false');
        row.append(
          element('span', { className: 'topic-title' }),
          element('span', { className: 'tag topic-language' }),
          element('span', { className: 'tag topic-mine' }),
        );
        list.append(row);
      }
      const other = otherLanguage(option);
      const before = drawn[index];
      if (before?.option === option && before.other === other) return;
      const shows = JSON.stringify([other, option.titleParts, option.mine]);
      drawn[index] = { option, other, shows };
      if (before?.shows === shows) return;
      const [title, language, mine] = row.children;
      const named = other ? `${option.title} (${other})` : option.title;
      row.setAttribute('aria-label', option.mine ? `${named}, mine` : named);
      title!.replaceChildren(
        ...option.titleParts.map(({ text, marked }) =>
          marked ? element('mark', { textContent: text }) : text,
        ),
      );
      // Empty for the language shown: an empty line in the row's column takes no height.
      language!.textContent = other;
      mine!.textContent = option.mine ? 'Mine' : '';
    });
    if (activeIndex !== selected) {
      select(list.children[selected], false);
      select(list.children[activeIndex], true);
      selected = activeIndex;
    }
  };
}
