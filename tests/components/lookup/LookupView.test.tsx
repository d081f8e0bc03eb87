import { Profiler } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { LookupView } from '@/components/lookup/LookupView';
import { SELECTION_KEY } from '@/utils/selection';
import { addPopupSearchBox, renderLookup } from '../../popupShell';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';
import { failNextSearchWorker, holdSearchAnswers, releaseSearchAnswers } from '../../searchAnswers';

const javascript = fixtureSet('javascript');
const rust = fixtureSet('rust');
const rustClosures = rust.topics.find((topic) => topic.key === 'closures')!;

const searchBox = () => screen.getByRole('searchbox', { name: 'Search snippets' });
const topics = () => screen.getByRole('listbox', { name: 'Topics' });
const language = () => screen.getByRole('combobox', { name: 'Language' });
const heading = async () => (await screen.findByRole('heading', { level: 2 })).textContent;

describe('LookupView', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById('search-box')?.remove();
  });

  it('opens with the search box focused and the current language topics listed', async () => {
    await renderLookup();
    expect(searchBox()).toHaveFocus();
    expect(await heading()).toBe(javascript.topics[0]!.title);
    const options = within(topics()).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual(
      javascript.topics.map((group) => group.title),
    );
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
  });

  it('scrolls the list to the topic it opens on, as the address bar opens one', async () => {
    const last = rust.topics.at(-1)!;
    localStorage.setItem(SELECTION_KEY, JSON.stringify({ language: 'rust', group: last.key }));
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await renderLookup();
    const option = await within(topics()).findByRole('option', { name: last.title });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(scrolled).toContain(option);
  });

  it('searches what was typed into the box before the script ran', async () => {
    addPopupSearchBox().value = 'rust closre';
    await renderWithProviders(<LookupView />, { lookup: true });
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('rust closre');
    const first = await within(topics()).findByRole('option', { name: 'Closures (Rust)' });
    expect(within(topics()).getAllByRole('option')[0]).toBe(first);
    expect(searchBox()).toHaveAttribute('aria-activedescendant', first.id);
  });

  it('finds a group of another language despite a typo and shows it with Enter', async () => {
    const user = await renderLookup();
    await user.type(searchBox(), 'rust closre');
    const first = await within(topics()).findByRole('option', { name: 'Closures (Rust)' });
    expect(within(topics()).getAllByRole('option')[0]).toBe(first);
    expect(first.querySelector('mark')).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(await heading()).toBe('Closures');
    expect(language()).toHaveDisplayValue('JavaScript');
    expect(screen.getByRole('region', { name: 'Snippet code' }).textContent).toBe(
      rustClosures.lines.join('\n'),
    );
  });

  it('moves the active option with the arrow keys, following the listbox pattern', async () => {
    const user = await renderLookup();
    await user.type(searchBox(), 'closures');
    const options = await within(topics()).findAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[1]!.id);
  });

  it('clears the search on Esc and closes the popup when it is already empty', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const user = await renderLookup();
    await user.type(searchBox(), 'maps');
    await user.keyboard('{Escape}');
    expect(searchBox()).toHaveValue('');
    expect(close).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(close).toHaveBeenCalledOnce();
  });

  it('steps through groups with Left and Right while the search is empty', async () => {
    const user = await renderLookup();
    expect(await heading()).toBe(javascript.topics[0]!.title);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(await heading()).toBe(javascript.topics[2]!.title);
    await user.keyboard('{ArrowLeft}');
    expect(await heading()).toBe(javascript.topics[1]!.title);
    // In a box with text the arrow moves the caret: the topic stays (shown again once the
    // box is empty, as a query matching nothing shows no code).
    await user.type(searchBox(), 'ab{ArrowLeft}');
    await user.clear(searchBox());
    expect(await heading()).toBe(javascript.topics[1]!.title);
  });

  it('copies the exact code with Copy and with Alt+C, and says Copied', async () => {
    // userEvent.setup() gives the page a working clipboard to read back.
    const user = await renderLookup();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(javascript.topics[0]!.lines.join('\n'));
    // The button reads Copied where the eye is, its name unchanged; the status says it too.
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await navigator.clipboard.writeText('');
    searchBox().focus();
    await user.keyboard('{ArrowRight}{Alt>}c{/Alt}');
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(javascript.topics[1]!.lines.join('\n')),
    );
  });

  it('shows the first match of a query whose answer comes after Enter', async () => {
    const user = await renderLookup();
    holdSearchAnswers();
    await user.type(searchBox(), 'rust closre{Enter}');
    expect(screen.queryByRole('option', { name: 'Closures (Rust)' })).toBeNull();
    releaseSearchAnswers();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Closures'),
    );
    expect(screen.getByRole('region', { name: 'Snippet code' }).textContent).toBe(
      rustClosures.lines.join('\n'),
    );
  });

  it('keeps the last results in place while the next key is answered', async () => {
    const user = await renderLookup();
    await user.type(searchBox(), 'rust');
    await within(topics()).findByRole('option', { name: 'Closures (Rust)' });
    holdSearchAnswers();
    await user.type(searchBox(), ' closre');
    // Nothing empties or says it is loading under the keys: the previous answer stays listed.
    expect(within(topics()).getByRole('option', { name: 'Closures (Rust)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the search index…')).toBeNull();
    releaseSearchAnswers();
    await waitFor(() =>
      expect(within(topics()).getAllByRole('option')[0]).toHaveAccessibleName('Closures (Rust)'),
    );
  });

  it('lists the language topics, not the query before, until a new query is answered', async () => {
    const user = await renderLookup();
    await user.type(searchBox(), 'rust');
    await within(topics()).findByRole('option', { name: 'Closures (Rust)' });
    // The preview has followed the top result, so the language shown is Rust.
    await waitFor(() =>
      expect(rust.topics.map((topic) => topic.lines.join('\n'))).toContain(
        screen.getByRole('region', { name: 'Snippet code' }).textContent,
      ),
    );
    await user.clear(searchBox());
    holdSearchAnswers();
    await user.type(searchBox(), 'g');
    const names = () =>
      within(topics())
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label'));
    expect(names()).toEqual(rust.topics.map((group) => group.title));
    expect(screen.queryByText('Loading the search index…')).toBeNull();
    releaseSearchAnswers();
    await waitFor(() => expect(names()).not.toEqual(rust.topics.map((group) => group.title)));
  });

  it('renders nothing for a key, nor for an answer drawn on the rows', async () => {
    const renders = vi.fn();
    const user = userEvent.setup();
    addPopupSearchBox();
    await renderWithProviders(
      <Profiler id="lookup" onRender={renders}>
        <LookupView />
      </Profiler>,
      { lookup: true },
    );
    const marked = () =>
      within(topics()).getAllByRole('option')[0]!.querySelector('mark')?.textContent;
    await user.type(searchBox(), 'rust');
    await within(topics()).findByRole('option', { name: 'Closures (Rust)' });
    // The preview follows that answer's top match once it settles (a render); keys do not.
    const top = within(topics()).getAllByRole('option')[0]!.firstChild!.textContent!;
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(top));
    holdSearchAnswers();
    renders.mockClear();
    await user.type(searchBox(), ' clo');
    expect(renders).not.toHaveBeenCalled();
    expect(searchBox()).toHaveValue('rust clo');
    expect(marked()).toBeUndefined();
    releaseSearchAnswers();
    await waitFor(() => expect(marked()).toBe('Closures'));
    expect(renders).not.toHaveBeenCalled();
    // An answer that changes what the list says besides its rows does render.
    await user.type(searchBox(), 'qqxz');
    expect(await screen.findByText('No topic matches.')).toBeVisible();
    expect(within(topics()).queryAllByRole('option')).toEqual([]);
    expect(searchBox()).not.toHaveAttribute('aria-activedescendant');
    expect(renders).toHaveBeenCalled();
  });

  it('says when the search index did not load, and loads it on the next key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await renderLookup();
    failNextSearchWorker();
    await user.type(searchBox(), 'r');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search index did not load: type again to retry.',
    );
    expect(within(topics()).queryAllByRole('option')).toEqual([]);
    await user.type(searchBox(), 'ust');
    await within(topics()).findByRole('option', { name: 'Closures (Rust)' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No topic matches.')).toBeNull();
  });

  it('rewrites the listed rows in place when an answer arrives', async () => {
    const user = await renderLookup();
    const rows = () => within(topics()).getAllByRole('option');
    await user.type(searchBox(), 'rust clo');
    await waitFor(() => expect(rows()[0]).toHaveAccessibleName('Closures (Rust)'));
    const before = rows();
    // A narrower query: its answer lists fewer rows, in the nodes already there.
    await user.type(searchBox(), 's');
    await waitFor(() => expect(rows().length).toBeLessThan(before.length));
    const after = rows();
    expect(after.length).toBeGreaterThan(0);
    after.forEach((row, index) => expect(row).toBe(before[index]));
  });

  it('sends the shown group to practice in a new tab, storing the selection', async () => {
    const create = vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
    vi.spyOn(window, 'close').mockImplementation(() => {});
    const user = await renderLookup();
    await user.type(searchBox(), 'rust closre{Enter}');
    // Enter before the answer shows the first match when it arrives.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Closures'),
    );
    await user.keyboard('{Alt>}p{/Alt}');
    await waitFor(() => expect(create).toHaveBeenCalledOnce());
    expect(create.mock.calls[0]![0].url).toMatch(/newtab\.html$/);
    expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!)).toEqual({
      language: 'rust',
      group: 'closures',
      chosenAt: expect.any(Number) as number,
    });
  });
});
