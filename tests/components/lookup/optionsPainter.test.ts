import { describe, expect, it } from 'vitest';
import { createOptionsPainter } from '@/components/lookup/optionsPainter';
import type { TopicMatch } from '@/utils/lookup/search';

const match = (title: string, marked: string, language = 'rust'): TopicMatch => ({
  language,
  key: title.toLowerCase(),
  title,
  titleParts: [
    { text: marked, marked: true },
    { text: title.slice(marked.length), marked: false },
  ],
});

function listbox() {
  const list = document.createElement('ul');
  list.id = 'topics';
  return list;
}

const otherLanguage = (option: TopicMatch) => (option.language === 'rust' ? '' : 'Go');

describe('createOptionsPainter', () => {
  it('draws each option as a named row, the active one selected', () => {
    const list = listbox();
    const paint = createOptionsPainter(list, otherLanguage);
    paint([match('Closures', 'Clo'), match('Channels', 'Ch', 'go')], 1);
    const rows = [...list.children];
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Closures',
      'Channels (Go)',
    ]);
    expect(rows.map((row) => row.id)).toEqual(['topics-option-0', 'topics-option-1']);
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(rows[1]).toHaveClass('active');
    expect(rows[0]!.querySelector('mark')?.textContent).toBe('Clo');
    expect(rows[1]!.querySelector('.topic-language')?.textContent).toBe('Go');
  });

  it('rewrites rows in place, leaves a row that would show the same, and drops extra rows', () => {
    const list = listbox();
    const paint = createOptionsPainter(list, otherLanguage);
    paint([match('Closures', 'Clo'), match('Traits', 'Tr'), match('Enums', 'En')], 0);
    const [first, second] = [...list.children];
    const firstMark = first!.querySelector('mark');
    paint([match('Closures', 'Clo'), match('Lifetimes', 'Li')], 0);
    expect([...list.children]).toEqual([first, second]);
    // The same option, still active: not drawn again, so its nodes are the ones it had.
    expect(first!.querySelector('mark')).toBe(firstMark);
    expect(second).toHaveAccessibleName('Lifetimes');
    expect(second!.querySelector('mark')?.textContent).toBe('Li');
    // The same option made active is drawn again.
    paint([match('Closures', 'Clo'), match('Lifetimes', 'Li')], 1);
    expect(first).not.toHaveClass('active');
    expect(second).toHaveAttribute('aria-selected', 'true');
  });

  it('drops a hundred extra rows at once, the rows kept being the ones it had', () => {
    const list = listbox();
    const paint = createOptionsPainter(list, otherLanguage);
    const many = Array.from({ length: 130 }, (_, index) => match(`Topic ${index}`, 'To'));
    paint(many, 0);
    const kept = [...list.children].slice(0, 30);
    paint(many.slice(0, 30), 0);
    expect(list.children).toHaveLength(30);
    expect([...list.children].every((row, index) => row === kept[index])).toBe(true);
    paint([], -1);
    expect(list.children).toHaveLength(0);
  });
});
