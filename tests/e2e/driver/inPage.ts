// Bundled by tests/e2e/driver/inPageSource.ts and run inside the page under test, in every
// browser alike: elements are found by role and accessible name as a user (or a screen
// reader) perceives them, with Testing Library's queries.
import { queryAllByRole } from '@testing-library/dom';
import type { Query } from './query';

function find(query: Query): HTMLElement | null {
  const within = query.within ? find(query.within) : document.body;
  if (!within) return null;
  const matches = queryAllByRole(within, query.role, {
    name: query.name === undefined ? undefined : toMatcher(query.name),
    level: query.level,
  });
  return matches[0] ?? null;
}

function toMatcher(name: NonNullable<Query['name']>): string | RegExp {
  return typeof name === 'object' ? new RegExp(name.source, name.flags) : name;
}

function found(query: Query): HTMLElement {
  const element = find(query);
  if (!element) throw new Error(`No ${query.role} named ${JSON.stringify(query.name)}`);
  return element;
}

const api = {
  exists: (query: Query) => find(query) !== null,
  text: (query: Query) => found(query).textContent,
  value: (query: Query) => (found(query) as HTMLInputElement).value,
  checked: (query: Query) => (found(query) as HTMLInputElement).checked,
  focused: (query: Query) => document.activeElement === found(query),
  /** Where a user would click: the element is scrolled into view first. */
  centre: (query: Query) => {
    const element = found(query);
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  },
  focus: (query: Query) => found(query).focus(),
  /** Chooses an option of a native select by its label, as the browser's own list does. */
  select: (query: Query, label: string) => {
    const select = found(query) as HTMLSelectElement;
    const option = [...select.options].find((entry) => entry.label === label);
    if (!option) throw new Error(`No option ${label}`);
    select.value = option.value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  },
};

/** The in-page API, as the driver calls it. */
export type InPageApi = typeof api;

(globalThis as unknown as { __e2e: InPageApi }).__e2e = api;
