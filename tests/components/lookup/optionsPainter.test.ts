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

  it('changes only the selection of two rows when the same options get a new active one', () => {
    const list = listbox();
    const paint = createOptionsPainter(list, otherLanguage);
    const topics = Array.from({ length: 538 }, (_, index) => match(`Topic ${index}`, 'To'));
    paint(topics, 3);
    const changes = new MutationObserver(() => {});
    changes.observe(list, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    // A query's first key: the topics stay listed until its answer, the first one active.
    paint(topics, 0);
    const records = changes.takeRecords();
    expect(records.every((record) => record.type === 'attributes')).toBe(true);
    expect(new Set(records.map((record) => record.target))).toEqual(
      new Set([list.children[0], list.children[3]]),
    );
    expect(list.children[0]).toHaveAttribute('aria-selected', 'true');
    expect(list.children[3]).toHaveAttribute('aria-selected', 'false');
    expect(list.querySelectorAll('.active')).toHaveLength(1);
  });

  it('draws a row again when the same option gets another language tag', () => {
    const list = listbox();
    let shown = 'rust';
    const paint = createOptionsPainter(list, (option) => (option.language === shown ? '' : 'Rust'));
    const options = [match('Closures', 'Clo')];
    paint(options, 0);
    expect(list.children[0]).toHaveAccessibleName('Closures');
    // The preview moved to another language: the same result is now from a language not shown.
    shown = 'go';
    paint(options, 0);
    expect(list.children[0]).toHaveAccessibleName('Closures (Rust)');
    expect(list.children[0]!.querySelector('.topic-language')?.textContent).toBe('Rust');
  });
});
