/**
 * The newline after a line, kept in the text (so the code's textContent is its lines joined
 * by newlines) but not rendered: each line is its own block, so a keystroke lays out one line.
 */
export function LineBreak() {
  return <span hidden>{'\n'}</span>;
}
