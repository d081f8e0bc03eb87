import type { TopicMatch } from '@/utils/search';

/** The id of an option, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * Draws the Topics options on the listbox's rows, which React never renders: the rows
 * already there are rewritten in place (only a title's marks are new nodes), rows are added
 * or removed at the end. An option is named by its title, and by its language's name when
 * `otherLanguage` gives one (a result from a language not shown).
 */
export function drawOptions(
  list: HTMLElement,
  options: readonly TopicMatch[],
  activeIndex: number,
  otherLanguage: (option: TopicMatch) => string,
): void {
  const rows = list.children;
  while (rows.length > options.length) list.lastElementChild!.remove();
  options.forEach((option, index) => {
    let row = rows[index];
    if (!row) {
      row = document.createElement('li');
      row.id = optionId(list.id, index);
      row.setAttribute('role', 'option');
      row.append(document.createElement('span'), document.createElement('span'));
      row.firstElementChild!.className = 'topic-title';
      row.lastElementChild!.className = 'topic-language';
      list.append(row);
    }
    const [title, language] = row.children as HTMLCollectionOf<HTMLElement>;
    const other = otherLanguage(option);
    row.setAttribute('aria-label', other ? `${option.title} (${other})` : option.title);
    row.setAttribute('aria-selected', String(index === activeIndex));
    row.classList.toggle('active', index === activeIndex);
    title!.replaceChildren(
      ...option.titleParts.map(({ text, marked }) => {
        if (!marked) return text;
        const mark = document.createElement('mark');
        mark.textContent = text;
        return mark;
      }),
    );
    // Empty for the language shown: an empty line in the row's column takes no height.
    language!.textContent = other;
  });
}
