import type { TopicMatch } from '@/utils/search';

/** The id of an option, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** A new element with these properties. */
const element = (tag: string, properties: Partial<HTMLElement>) =>
  Object.assign(document.createElement(tag), properties);

/** A row, with what it shows as drawn last: a row that would show the same is left alone. */
type Row = HTMLLIElement & { drawn?: string };

/**
 * Draws the Topics options on the listbox's rows, which React never renders: the rows
 * already there are rewritten in place (only a title's marks are new nodes) unless they
 * would show the same, and rows are added or removed at the end. An option is named by its
 * title, and by its language's name when `otherLanguage` gives one (a result from a
 * language not shown).
 */
export function drawOptions(
  list: HTMLElement,
  options: readonly TopicMatch[],
  activeIndex: number,
  otherLanguage: (option: TopicMatch) => string,
): void {
  const rows = list.children as HTMLCollectionOf<Row>;
  while (rows.length > options.length) list.lastElementChild!.remove();
  options.forEach((option, index) => {
    let row = rows[index];
    if (!row) {
      row = element('li', { id: optionId(list.id, index) }) as Row;
      row.setAttribute('role', 'option');
      row.append(
        element('span', { className: 'topic-title' }),
        element('span', { className: 'topic-language' }),
      );
      list.append(row);
    }
    const other = otherLanguage(option);
    const selected = index === activeIndex;
    const look = JSON.stringify([other, selected, option.titleParts]);
    if (row.drawn === look) return;
    row.drawn = look;
    const [title, language] = row.children as HTMLCollectionOf<HTMLElement>;
    row.setAttribute('aria-label', other ? `${option.title} (${other})` : option.title);
    row.setAttribute('aria-selected', String(selected));
    row.classList.toggle('active', selected);
    title!.replaceChildren(
      ...option.titleParts.map(({ text, marked }) =>
        marked ? element('mark', { textContent: text }) : text,
      ),
    );
    // Empty for the language shown: an empty line in the row's column takes no height.
    language!.textContent = other;
  });
}
