import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DrillView } from '@/components/drill/DrillView';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { SELECTION_KEY } from '@/utils/selection';
import { typedSequence } from '@/utils/drill/targets';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';

const goClosures = fixtureSet('go').topics.find((topic) => topic.key === 'closures')!;
const pythonClosures = fixtureSet('python').topics.find((topic) => topic.key === 'closures')!;

/**
 * The new tab on a topic, translating from the address's `from`, as Compare's Drill in …
 * opens it (the page itself opens on the address's topic: tests/e2e/translate.test.ts).
 */
async function openNewTab(language: string, topic: string, from: string) {
  localStorage.setItem(SELECTION_KEY, JSON.stringify({ language, group: topic }));
  window.history.replaceState(null, '', `/newtab.html?from=${from}`);
  const store = createMemoryStore();
  await renderWithProviders(<DrillView />, {
    loadProgressEngine: () => Promise.resolve(engineWith(store)),
  });
  return store;
}

describe('a translate drill', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it("shows the source language's topic beside a recall of the target's, recorded so", async () => {
    const store = await openNewTab('go', 'closures', 'python');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Closures');
    expect(screen.getByRole('combobox', { name: 'Translate from' })).toHaveValue('python');
    const source = screen.getByRole('region', { name: 'Translate from Python' });
    expect((await within(source).findByRole('region', { name: 'Python code' })).textContent).toBe(
      pythonClosures.lines.join('\n'),
    );
    // Typed from memory: level 4, no level to choose.
    expect(screen.queryByRole('combobox', { name: 'Recall level' })).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Typing practice' });
    for (const char of typedSequence(goClosures.lines)) {
      fireEvent.keyDown(input, { key: char === '\n' ? 'Enter' : char });
    }
    await screen.findByRole('region', { name: 'Results' });
    const { attempts } = await store.load();
    expect(attempts).toMatchObject([
      { language: 'go', topic: 'closures', mode: 'translate', from: 'python', level: 4 },
    ]);
  });

  it('says when the source lacks the topic, and lets a nearest one stand in', async () => {
    const user = userEvent.setup();
    await openNewTab('javascript', 'functions', 'python');
    const source = await screen.findByRole('region', { name: 'Translate from Python' });
    expect(await within(source).findByText(/Python has no topic “Functions”\.$/)).toBeVisible();
    // Python's Sets calls `add`, as JavaScript's Functions defines it.
    const sets = await within(source).findByRole('button', { name: 'Sets' });
    expect(sets).toHaveAttribute('aria-pressed', 'false');
    await user.click(sets);
    expect(sets).toHaveAttribute('aria-pressed', 'true');
    expect(within(source).getByRole('region', { name: 'Python code' })).toHaveTextContent('seen');
    expect(within(source).getByText(/its nearest, Sets, stands in/)).toBeVisible();
  });

  it('names an unknown source language, and None makes an ordinary drill', async () => {
    const user = userEvent.setup();
    await openNewTab('go', 'closures', 'klingon');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Code Recall has no language “klingon” to translate from.',
    );
    const select = screen.getByRole('combobox', { name: 'Translate from' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Go' })).toBeDisabled();
    await user.selectOptions(select, 'Python');
    expect(window.location.search).toContain('from=python');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Translate from Python' })).toBeVisible();
    await user.selectOptions(select, 'None');
    expect(window.location.search).not.toContain('from=');
    expect(screen.queryByRole('region', { name: 'Translate from Python' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Recall level' })).toBeInTheDocument();
  });
});
