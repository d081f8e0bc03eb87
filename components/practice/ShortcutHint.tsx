/** The practice shortcuts, in a quiet line under the drill. */
export function ShortcutHint({ recall }: { recall: boolean }) {
  return (
    <p id="practice-hint" className="shortcut-hint">
      Type the code; indentation is filled in. <kbd>Enter</kbd> ends a line, <kbd>Esc</kbd> leaves
      the drill. <kbd>Alt</kbd>+<kbd>R</kbd> restart, <kbd>Alt</kbd>+<kbd>N</kbd> next,{' '}
      <kbd>Alt</kbd>+<kbd>P</kbd> previous, <kbd>Alt</kbd>+<kbd>L</kbd> topics
      {recall ? (
        <>
          , <kbd>Alt</kbd>+<kbd>I</kbd> hint
        </>
      ) : null}
      .
    </p>
  );
}
