import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from 'wxt/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/entrypoints/compare/App';
import { renderWithProviders } from '../../render';
import { fixtureSet } from '../../fixtures';

const linesOf = (language: 'python' | 'go', key: string) =>
  fixtureSet(language)
    .topics.find((topic) => topic.key === key)!
    .lines.join('\n');

/** The compare page at an address, as a link from the popup or the new tab opens it. */
async function openCompare(search: string) {
  window.history.replaceState(null, '', `/compare.html${search}`);
  const user = userEvent.setup();
  await renderWithProviders(<App />);
  return user;
}

describe('the compare page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('has its own language selects and not the header Language select', async () => {
    await openCompare('?topic=closures&languages=python,go');
    expect(screen.getByRole('combobox', { name: 'First language' })).toHaveValue('python');
    expect(screen.getByRole('combobox', { name: 'Second language' })).toHaveValue('go');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('closures');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });

  it('leads back to practice from its header, as it opens in place of the new tab', async () => {
    await openCompare('?topic=closures&languages=python,go');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Practice' })).toHaveAttribute(
      'href',
      '/newtab.html',
    );
  });

  it('shows each language as a card named by its language and title, with its code', async () => {
    await openCompare('?topic=closures&languages=python,go');
    const python = await screen.findByRole('region', { name: 'Python Closures' });
    const go = screen.getByRole('region', { name: 'Go Closures' });
    expect(within(python).getByRole('heading', { level: 2 })).toHaveTextContent('Closures');
    const code = await within(python).findByRole('region', { name: 'Python code' });
    expect(code.textContent).toBe(linesOf('python', 'closures'));
    expect(await within(go).findByRole('region', { name: 'Go code' })).toBeInTheDocument();
  });

  it('copies one column exactly with its own Copy button, and says Copied there', async () => {
    const user = await openCompare('?topic=closures&languages=python,go');
    const go = await screen.findByRole('region', { name: 'Go Closures' });
    await within(go).findByRole('region', { name: 'Go code' });
    await user.click(screen.getByRole('button', { name: 'Copy Go code' }));
    expect(await navigator.clipboard.readText()).toBe(linesOf('go', 'closures'));
    expect(await within(go).findByRole('status')).toHaveTextContent('Copied');
    const python = screen.getByRole('region', { name: 'Python Closures' });
    expect(within(python).queryByText('Copied')).toBeNull();
  });

  it('offers the nearest topics, and no Copy, in a language without the topic', async () => {
    const user = await openCompare('?topic=sets&languages=python,javascript');
    const js = await screen.findByRole('region', { name: 'JavaScript has no topic “Sets”' });
    expect(within(js).queryByRole('button', { name: /^Copy/ })).toBeNull();
    // Found through the search index, by the code of Python's Sets (`seen.add`), not the
    // language's first topics.
    const nearest = await within(js).findAllByRole('button');
    expect(nearest.map((button) => button.textContent)).toEqual(['Functions']);
    await user.click(nearest[0]!);
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('functions');
    expect(await screen.findByRole('region', { name: 'JavaScript code' })).toBeInTheDocument();
  });

  it('says so when no topic of the language is near', async () => {
    await openCompare('?topic=sets&languages=python,go');
    const go = await screen.findByRole('region', { name: 'Go has no topic “Sets”' });
    expect(await within(go).findByText('No Go topic is near it.')).toBeInTheDocument();
  });

  it('drills the second language, translated from the first', async () => {
    const create = vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
    const user = await openCompare('?topic=closures&languages=python,go');
    await user.click(screen.getByRole('button', { name: 'Drill in Go' }));
    expect(create).toHaveBeenCalledWith({
      url: expect.stringMatching(
        /\/newtab\.html\?language=go&topic=closures&from=python$/,
      ) as string,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'sets');
    expect(screen.getByRole('button', { name: 'Drill in Go' })).toBeDisabled();
  });
});
