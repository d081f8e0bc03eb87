import { Fragment, useEffect, useRef } from 'react';
import { opensShortcuts } from '@/utils/shortcutsKey';
import { SHORTCUT_GROUPS } from './shortcutGroups';

/** Whether a key goes into something the user types in: `?` is then a character. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * The dialog **Keyboard shortcuts**, opened by `?` anywhere on the page but in a text box
 * or the drill (whose surface is a text area); Esc or Close shuts it.
 */
export function KeyboardShortcuts() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shown = dialog.current;
      if (!shown || shown.open || event.defaultPrevented) return;
      if (!opensShortcuts(event, typingInto(event.target))) return;
      event.preventDefault();
      shown.showModal();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <dialog ref={dialog} className="shortcuts-dialog" aria-labelledby="shortcuts-title">
      {/* Close first: the dialog focuses it on opening, and the list starts in view. */}
      <header className="shortcuts-head">
        <h2 id="shortcuts-title">Keyboard shortcuts</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </header>
      {SHORTCUT_GROUPS.map(({ title, note, shortcuts }) => (
        <section key={title} aria-label={title}>
          <h3>{title}</h3>
          {note ? <p>{note}</p> : null}
          <dl>
            {shortcuts.map(({ keys, does, either }) => (
              <Fragment key={does}>
                <dt>
                  {keys.length === 0
                    ? 'Not set'
                    : keys.map((key, index) => (
                        <Fragment key={key}>
                          {index > 0 ? (either ? ' / ' : '+') : null}
                          <kbd>{key}</kbd>
                        </Fragment>
                      ))}
                </dt>
                <dd>{does}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
    </dialog>
  );
}
