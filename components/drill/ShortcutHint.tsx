/** The practice shortcuts in one quiet line under the drill; it also describes the surface. */
export function ShortcutHint({ recall }: { recall: boolean }) {
  return (
    <p id="practice-hint" className="shortcut-hint">
      <span>Indentation is filled in.</span>{' '}
      <span>
        <kbd>Enter</kbd> ends a line,
      </span>{' '}
      <span>
        <kbd>Esc</kbd> pauses,
      </span>{' '}
      <span>
        <kbd>Alt</kbd>+<kbd>R</kbd> restart,
      </span>{' '}
      <span>
        <kbd>Alt</kbd>+<kbd>N</kbd> / <kbd>P</kbd> next, previous,
      </span>{' '}
      <span>
        <kbd>Alt</kbd>+<kbd>L</kbd> topics{recall ? ',' : '.'}
      </span>
      {recall ? (
        <>
          {' '}
          <span>
            <kbd>Alt</kbd>+<kbd>I</kbd> hint.
          </span>
        </>
      ) : null}
    </p>
  );
}
