/** The popup shortcuts, in a quiet line. */
export function LookupHint() {
  return (
    <p id="lookup-hint" className="shortcut-hint">
      <kbd>↑</kbd>/<kbd>↓</kbd> choose, <kbd>Enter</kbd> show, <kbd>Alt</kbd>+<kbd>C</kbd> copy,{' '}
      <kbd>Alt</kbd>+<kbd>P</kbd> practice, <kbd>←</kbd>/<kbd>→</kbd> step (empty search),{' '}
      <kbd>Esc</kbd> clear or close.
    </p>
  );
}
