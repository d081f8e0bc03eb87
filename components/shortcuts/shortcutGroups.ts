/** One shortcut as the dialog lists it: its keys (each a key cap) and what it does. */
type Shortcut = {
  keys: readonly string[];
  does: string;
  /** The keys are alternatives (↑ or ↓), not pressed together. */
  either?: true;
};

/** The shortcuts of one place. */
type ShortcutGroup = { title: string; note?: string; shortcuts: readonly Shortcut[] };

/**
 * Every shortcut, by where it works: the practice keys (utils/drill/keys.ts), the
 * popup's (utils/lookup/keys.ts), the browser's own and the commands a user may bind.
 */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere in the browser',
    shortcuts: [
      { keys: ['Alt', 'Shift', 'K'], does: 'Open the toolbar popup' },
      { keys: ['cr'], does: 'In the address bar, then a space and words: search' },
    ],
  },
  {
    title: 'Keys you choose',
    note:
      'No key is set for these: choose one at chrome://extensions/shortcuts, or in Firefox ' +
      'at about:addons, Manage Extension Shortcuts.',
    shortcuts: [
      { keys: [], does: 'Open practice' },
      { keys: [], does: 'Open progress' },
      { keys: [], does: 'Open My snippets' },
    ],
  },
  {
    title: 'The drill, on the new tab',
    shortcuts: [
      { keys: ['Enter'], does: 'End a line' },
      { keys: ['Esc'], does: 'Leave the drill' },
      { keys: ['Alt', 'R'], does: 'Restart' },
      { keys: ['Alt', 'N'], does: 'Next topic' },
      { keys: ['Alt', 'P'], does: 'Previous topic' },
      { keys: ['Alt', 'L'], does: 'Topics' },
      { keys: ['Alt', 'I'], does: 'A hint, when code is hidden' },
    ],
  },
  {
    title: 'The toolbar popup',
    shortcuts: [
      { keys: ['↑', '↓'], either: true, does: 'Move through the topics found' },
      { keys: ['Enter'], does: 'Show the topic' },
      { keys: ['Alt', 'C'], does: 'Copy the code' },
      { keys: ['Alt', 'P'], does: 'Practise the topic on the new tab' },
      {
        keys: ['←', '→'],
        either: true,
        does: 'Previous or next topic, while the search box is empty',
      },
      { keys: ['Esc'], does: 'Close the popup' },
    ],
  },
  {
    title: 'This list',
    shortcuts: [{ keys: ['?'], does: 'Show these shortcuts, when not typing' }],
  },
];
