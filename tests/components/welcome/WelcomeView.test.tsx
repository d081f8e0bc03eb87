import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WelcomeView } from '@/components/welcome/WelcomeView';
import { renderWithProviders } from '../../render';

describe('WelcomeView', () => {
  it('greets, offers a drill and names every door in', async () => {
    await renderWithProviders(<WelcomeView browser="chrome" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Code Recall' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start a drill' })).toBeVisible();
    const lookup = screen.getByRole('region', { name: 'Look code up' });
    expect(lookup).toHaveTextContent('press Alt+Shift+K');
    expect(lookup).toHaveTextContent('type cr, a space and what you need (cr closures rust)');
    expect(screen.getByRole('link', { name: 'My snippets' })).toHaveAttribute(
      'href',
      '/snippets.html',
    );
    expect(screen.getByText(/sync on, progress and your snippets follow you/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the privacy note' })).toHaveAttribute(
      'href',
      '/privacy.txt',
    );
  });

  it('shows the five recall levels and what each hides', async () => {
    await renderWithProviders(<WelcomeView browser="chrome" />);
    const levels = within(screen.getByRole('figure')).getAllByRole('listitem');
    expect(levels.map((level) => level.textContent.split('.')[0])).toEqual([
      'Level 0 of 4Nothing: copy the code',
      'Level 1 of 4Keywords',
      'Level 2 of 4Also the names of calls and types',
      'Level 3 of 4Also the last lines of each block',
      'Level 4 of 4Everything: type it from memory',
    ]);
  });

  it.each([
    [
      'chrome',
      /Is this the new tab page you were expecting/,
      /Change it back.*turns off the whole extension/,
    ],
    ['edge', /Edge turns off extensions that change the new tab/, /edge:\/\/extensions/],
    [
      'firefox',
      /changed the page you see when you open a new tab/,
      /Disable Extension.*about:addons/,
    ],
  ] as const)(
    'tells what %s will ask about the new tab, and what each answer does',
    async (browser, question, answer) => {
      await renderWithProviders(<WelcomeView browser={browser} />);
      const section = screen.getByRole('region', { name: 'Before your next new tab' });
      expect(section).toHaveTextContent(question);
      expect(section).toHaveTextContent(answer);
    },
  );
});
