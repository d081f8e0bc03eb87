import type { TestPage } from './driver/testPage';

// What the real-browser tests of own snippets share.

/** The pasted snippet's title, and its lines as the drill types them (cleaned). */
export const TITLE = 'Read a File';
export const LINES = ['def read(path):', '\twith open(path) as f:', '\t\treturn f.read()'];

// Indented with tabs, CRLF line ends and trailing spaces, as code pasted from an editor.

export const PASTED = 'def read(path):\r\n\twith open(path) as f:   \r\n\t\treturn f.read()\r\n';

/** Puts text into the focused box as a paste does: one edit, then one input event. */
export const insertText = (page: TestPage, text: string) =>
  page.evaluate((inserted) => {
    const box = document.activeElement as HTMLTextAreaElement;
    box.setRangeText(inserted, box.selectionStart, box.selectionEnd, 'end');
    box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  }, text);
