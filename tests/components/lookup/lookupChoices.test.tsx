import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { toStored } from '@/utils/progress/attempt';
import { SELECTION_KEY } from '@/utils/selection';
import { fixtureSet } from '../../fixtures';
import { renderLookup } from '../../popupShell';
import { attempt } from '../../utils/progress/fixtures';

const rustClosures = fixtureSet('rust').topics.find((topic) => topic.key === 'closures')!;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search snippets' });
const topics = () => screen.getByRole('listbox', { name: 'Topics' });
const language = () => screen.getByRole('combobox', { name: 'Language' });
const heading = () => screen.getByRole('heading', { level: 2 });
const stored = () => localStorage.getItem(SELECTION_KEY);

/** The user's last choice: Python's closures. */
const PYTHON_CLOSURES = '{"language":"python","group":"closures"}';

describe('the lookup shows what it finds', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById('search-box')?.remove();
  });

  it('previews the top result once its answer settles, the focus kept in the box', async () => {
    const user = await renderLookup();
    await user.type(searchBox(), 'rust closre');
    await waitFor(() => expect(heading()).toHaveTextContent(rustClosures.title));
    // Looking up is not choosing: the Language select stays on the language chosen.
    expect(language()).toHaveDisplayValue('JavaScript');
    expect(screen.getByRole('region', { name: 'Snippet code' }).textContent).toBe(
      rustClosures.lines.join('\n'),
    );
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('rust closre');
    // The search keeps the language it began in: Rust's results stay tagged.
    expect(within(topics()).getAllByRole('option')[0]).toHaveAccessibleName('Closures (Rust)');
  });

  it('redraws no row for the preview: the list already shows what it shows', async () => {
    const user = await renderLookup();
    // The language's first topic shown before the search, so the preview is what changes it.
    await screen.findByRole('heading', { level: 2 });
    await user.type(searchBox(), 'rust closre');
    await within(topics()).findByRole('option', { name: 'Closures (Rust)' });
    expect(heading()).not.toHaveTextContent(rustClosures.title);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(topics(), { childList: true, subtree: true, characterData: true });
    await waitFor(() => expect(heading()).toHaveTextContent(rustClosures.title));
    observer.disconnect();
    expect(changes).toEqual([]);
  });

  it('stores nothing for a lookup: search, arrows, Enter, a click, stepping', async () => {
    localStorage.setItem(SELECTION_KEY, PYTHON_CLOSURES);
    const user = await renderLookup();
    await user.type(searchBox(), 'rust closre');
    await waitFor(() => expect(heading()).toHaveTextContent(rustClosures.title));
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await user.click(within(topics()).getAllByRole('option')[1]!);
    await user.clear(searchBox());
    await user.keyboard('{ArrowRight}{ArrowLeft}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    expect(heading()).not.toHaveTextContent('Basic Variables');
    expect(language()).toHaveDisplayValue('Python');
    expect(stored()).toBe(PYTHON_CLOSURES);
  });

  it('stores the choices: a language chosen, and Practise on the topic shown', async () => {
    localStorage.setItem(SELECTION_KEY, PYTHON_CLOSURES);
    const create = vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
    vi.spyOn(window, 'close').mockImplementation(() => {});
    const user = await renderLookup();
    await user.selectOptions(language(), 'Go');
    expect(JSON.parse(stored()!)).toEqual({
      language: 'go',
      group: '',
      chosenAt: expect.any(Number),
    });
    await user.type(searchBox(), 'rust closre');
    await waitFor(() => expect(heading()).toHaveTextContent(rustClosures.title));
    expect(JSON.parse(stored()!)).toEqual({
      language: 'go',
      group: '',
      chosenAt: expect.any(Number),
    });
    await user.click(screen.getByRole('button', { name: 'Practise' }));
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(JSON.parse(stored()!)).toEqual({
      language: 'rust',
      group: 'closures',
      chosenAt: expect.any(Number),
    });
  });
});

describe('Due topics in the popup', () => {
  afterEach(() => document.getElementById('search-box')?.remove());

  it('counts the due topics of the language shown, and says nothing when none is due', async () => {
    // Go's closures are long due; JavaScript's were drilled just now.
    const store = createMemoryStore(
      [
        attempt({ language: 'go', topic: 'closures', finishedAt: '2020-01-01T10:00:00Z' }),
        attempt({
          language: 'javascript',
          topic: 'closures',
          finishedAt: new Date().toISOString(),
        }),
      ].map(toStored),
    );
    const user = await renderLookup({
      loadProgressEngine: () => Promise.resolve(engineWith(store)),
    });
    await user.selectOptions(language(), 'Go');
    expect(await screen.findByLabelText('Due topics')).toHaveTextContent('1');
    await user.selectOptions(language(), 'JavaScript');
    await waitFor(() => expect(heading()).toHaveTextContent('Basic Variables'));
    expect(screen.queryByLabelText('Due topics')).toBeNull();
    expect(screen.queryByText('Due topics')).toBeNull();
  });
});

describe('Due topics opens its list', () => {
  afterEach(() => document.getElementById('search-box')?.remove());

  it('is a button that lists the due topics, each opening its topic', async () => {
    const store = createMemoryStore(
      [attempt({ language: 'go', topic: 'closures', finishedAt: '2020-01-01T10:00:00Z' })].map(
        toStored,
      ),
    );
    const user = await renderLookup({
      loadProgressEngine: () => Promise.resolve(engineWith(store)),
    });
    await user.selectOptions(language(), 'Go');
    const toggle = await screen.findByRole('button', { name: 'Due topics 1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const due = screen.getByRole('list', { name: 'Due for review' });
    const goClosures = fixtureSet('go').topics.find((topic) => topic.key === 'closures')!;
    await user.click(within(due).getByRole('button', { name: goClosures.title }));
    await waitFor(() => expect(heading()).toHaveTextContent(goClosures.title));
    expect(screen.queryByRole('list', { name: 'Due for review' })).toBeNull();
  });
});

describe('a query that matches nothing', () => {
  afterEach(() => document.getElementById('search-box')?.remove());

  it('shows no code, nor actions for it', async () => {
    const user = await renderLookup();
    await waitFor(() => expect(heading()).toHaveTextContent('Basic Variables'));
    await user.type(searchBox(), 'zzqxv');
    expect(await screen.findByText('No topic matches.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    await user.clear(searchBox());
    await waitFor(() => expect(heading()).toBeVisible());
  });
});
