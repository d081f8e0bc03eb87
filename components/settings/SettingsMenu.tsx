import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';

// Loaded when the menu first opens, with its ways out: the popup's first paint does without.
const SettingsPanel = lazy(() =>
  import('./SettingsPanel').then((module) => ({ default: module.SettingsPanel })),
);

/**
 * A Settings button that shows and hides the settings. Esc closes them and gives the focus
 * back to the button; a click outside closes them and leaves the focus where it went.
 */
export function SettingsMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="settings-menu" ref={menuRef}>
      <button
        type="button"
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Settings
      </button>
      <div id={panelId} className="settings-panel" hidden={!open}>
        {open ? (
          <Suspense fallback={<p className="loading">Loading settings…</p>}>
            <SettingsPanel menu={menuRef} button={buttonRef} close={close} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
