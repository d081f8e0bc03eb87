import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { DrillView } from '@/components/drill/DrillView';
import { WeakSpots } from '@/components/progress/WeakSpots';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { SELECTION_KEY } from '@/utils/selection';
import { typedSequence } from '@/utils/drill/targets';
import { renderWithProviders } from '../../render';
import { fixtureSet } from '../../fixtures';
import { attempt } from '../../utils/progress/fixtures';
import { toStored, type Attempt } from '@/utils/progress/attempt';

const bracketMisses = attempt({
  misses: Array.from({ length: 6 }, (_, index) => ({
    expected: index % 2 ? ')' : '(',
    typed: 'x',
    tokenClass: 'bracket' as const,
  })),
  classTimes: { bracket: { chars: 20, ms: 6000 }, identifier: { chars: 200, ms: 20_000 } },
});

describe('WeakSpots', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every token class by name, brackets worst, and the missed keys', async () => {
    await renderWithProviders(
      <WeakSpots attempts={[bracketMisses]} scope="javascript" now={Date.now()} />,
    );
    expect(screen.getByRole('heading', { name: 'Weak spots' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Token classes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'keyword',
      'identifier',
      'string',
      'number',
      'comment',
      'operator',
      'bracket',
      'punctuation',
      'other',
    ]);
    expect(within(table).getByRole('row', { name: /^bracket/ })).toHaveTextContent('30.0%');
    expect(
      screen.getByRole('img', { name: /Missed most on 9 \(3\), 0 \(3\)/ }),
    ).toBeInTheDocument();
  });

  it('says – for a class never typed, explains its rates, and shows the heat scale', async () => {
    await renderWithProviders(
      <WeakSpots attempts={[bracketMisses]} scope="javascript" now={Date.now()} />,
    );
    const table = screen.getByRole('table', { name: 'Token classes' });
    const keyword = within(table).getByRole('row', { name: /^keyword/ });
    expect(within(keyword).getAllByRole('cell')[0]).toHaveTextContent(/^–$/);
    expect(within(table).getByRole('row', { name: /^identifier/ })).toHaveTextContent('0.0%');
    expect(table).toHaveAccessibleDescription(/misses per key typed in that class/);
    expect(screen.getByRole('figure', { name: 'Missed keys' })).toHaveTextContent(
      /none\s*3 misses$/,
    );
  });

  it('opens a weak-spots drill in a new tab', async () => {
    const create = vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
    const user = userEvent.setup();
    await renderWithProviders(
      <WeakSpots attempts={[bracketMisses]} scope="javascript" now={Date.now()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Practise weak spots' }));
    expect(create).toHaveBeenCalledWith({
      url: expect.stringMatching(/\/newtab\.html\?drill=weak-spots$/) as string,
    });
  });
});

describe('Practise weak spots from a language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  const practise = async (scope: 'rust' | 'all') => {
    vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
    const user = userEvent.setup();
    await renderWithProviders(
      <WeakSpots attempts={[bracketMisses]} scope={scope} now={Date.now()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Practise weak spots' }));
    const stored = window.localStorage.getItem(SELECTION_KEY);
    return stored && (JSON.parse(stored) as { language: string }).language;
  };

  it("chooses that language for the new tab's drill", async () => {
    expect(await practise('rust')).toBe('rust');
  });

  it('leaves the practice language alone on All languages', async () => {
    expect(await practise('all')).toBeNull();
  });
});

describe('the weak-spots drill on the new tab', () => {
  const open = async (log: readonly Attempt[]) => {
    window.history.replaceState(null, '', '/newtab.html?drill=weak-spots');
    const store = createMemoryStore(log.map(toStored));
    await renderWithProviders(<DrillView />, {
      loadProgressEngine: () => Promise.resolve(engineWith(store)),
    });
  };
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says so, and offers a normal drill, when nothing was missed yet', async () => {
    await open([]);
    expect(await screen.findByText(/No misses recorded yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a normal drill' })).toHaveAttribute(
      'href',
      '/newtab.html',
    );
  });

  it('drills real lines of the set, richer in brackets than the set is', async () => {
    await open([bracketMisses]);
    const code = await screen.findByRole('region', { name: 'Snippet code' });
    const lines = code.textContent.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    const { topics } = fixtureSet('javascript');
    const all = topics.flatMap((topic) => topic.lines.map((line) => line.trim()));
    for (const line of lines) expect(all).toContain(line.trim());
    const brackets = (text: string) => text.replace(/[^()[\]{}]/g, '').length / text.length;
    expect(brackets(lines.join(''))).toBeGreaterThan(brackets(all.join('')));
    // Whole statements: every bracket opened is closed in the drill.
    const depth = (text: string) => text.split('').filter((c) => '([{'.includes(c)).length;
    const closed = (text: string) => text.split('').filter((c) => ')]}'.includes(c)).length;
    expect(depth(lines.join(''))).toBe(closed(lines.join('')));
  });

  it('says after the drill whether the keys it aimed at improved', async () => {
    await open([bracketMisses]);
    const code = await screen.findByRole('region', { name: 'Snippet code' });
    const input = screen.getByRole('textbox', { name: 'Typing practice' });
    for (const char of typedSequence(code.textContent.split('\n'))) {
      fireEvent.keyDown(input, { key: char === '\n' ? 'Enter' : char });
    }
    const aimed = await screen.findByRole('region', { name: 'Aimed at' });
    expect(aimed).toHaveTextContent(
      /Aimed at \(.*: 0 misses per 100 keys on them here, [\d.]+ in your drills before: better\./,
    );
  });
});
