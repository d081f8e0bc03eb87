import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

// Loaded when the menu first opens: the popup's first paint does without it.
const SettingsToggles = lazy(() =>
  import('./SettingsToggles').then((module) => ({ default: module.SettingsToggles })),
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

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

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
            <SettingsToggles />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
