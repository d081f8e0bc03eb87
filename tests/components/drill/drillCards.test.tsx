import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { DrillView } from '@/components/drill/DrillView';
import { SELECTION_KEY } from '@/utils/selection';
import { typedSequence } from '@/utils/drill/targets';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';
import { snippet } from '../../utils/snippets/stored';

/** Three functions of five code lines each, a blank line apart: three cards. */
const functions = ['first', 'second', 'third'].map((name) => [
  `function ${name}() {`,
  `  const a = '${name}';`,
  '  const b = a + a;',
  '  return b;',
  '}',
]);
const lines = functions.flatMap((block, index) => (index === 0 ? block : ['', ...block]));
const steps = snippet({
  language: 'javascript',
  key: 'my-steps',
  title: 'Three steps',
  lines,
  palette: [['#1f2328', '#e6edf3', 0, 1]],
  tokens: lines.map((line) => (line === '' ? [] : [[line, 0] as const])),
});

async function renderSteps(drillLength?: string) {
  localStorage.setItem(SELECTION_KEY, '{"language":"javascript","group":"my-steps"}');
  if (drillLength) localStorage.setItem('code-recall-drill-length', drillLength);
  const store = createMemoryStore();
  await renderWithProviders(<DrillView />, {
    loadProgressEngine: () =>
      Promise.resolve(engineWith(store, undefined, createMemorySnippetStore([steps]))),
  });
  await screen.findByRole('heading', { level: 2, name: 'Three steps' });
  return { store, user: userEvent.setup() };
}

const cardOutput = () => screen.queryByRole('status', { name: 'Card' });
const code = () => screen.getByRole('region', { name: 'Snippet code' }).textContent;

describe('the new tab drills one card of a topic', () => {
  it('keeps the topic title as the heading, says which card, and shows only its code', async () => {
    await renderSteps();
    expect(cardOutput()).toHaveTextContent('1 of 3');
    expect(code()).toBe(functions[0]!.join('\n'));
  });

  it('goes to the next card, then the next topic; the selection keeps the card', async () => {
    const { user } = await renderSteps();
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Three steps');
    expect(cardOutput()).toHaveTextContent('2 of 3');
    expect(code()).toBe(functions[1]!.join('\n'));
    expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!)).toEqual({
      language: 'javascript',
      group: 'my-steps',
      card: 1,
      chosenAt: expect.any(Number),
    });
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    expect(cardOutput()).toHaveTextContent('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous snippet' }));
    expect(cardOutput()).toHaveTextContent('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    // The own snippet is the set's last topic: Next wraps to the first, a one-card topic.
    const first = fixtureSet('javascript').topics[0]!;
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(first.title);
    expect(cardOutput()).toBeNull();
  });

  it('records the card drilled and its count', async () => {
    const { store, user } = await renderSteps();
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    await user.click(screen.getByRole('textbox', { name: 'Typing practice' }));
    await user.keyboard(typedSequence(functions[1]!).replaceAll('{', '{{'));
    expect(await screen.findByRole('region', { name: 'Results' })).toHaveTextContent('100%');
    const { attempts } = await store.load();
    expect(attempts).toEqual([expect.objectContaining({ topic: 'my-steps', card: 1, cards: 3 })]);
  });

  it('drills the whole topic under Drill length: Whole topic, with no Card', async () => {
    await renderSteps('topic');
    expect(cardOutput()).toBeNull();
    expect(code()).toBe(lines.join('\n'));
  });

  it('offers Drill length in the settings: Card by default', async () => {
    const { user } = await renderSteps();
    const { SettingsToggles } = await import('@/components/settings/SettingsToggles');
    await renderWithProviders(<SettingsToggles />);
    const select = screen.getByRole('combobox', { name: 'Drill length' });
    expect(select).toHaveValue('card');
    await user.selectOptions(select, 'Whole topic');
    expect(localStorage.getItem('code-recall-drill-length')).toBe('topic');
    // Applied live: the open drill shows the whole topic.
    expect(cardOutput()).toBeNull();
  });
});
