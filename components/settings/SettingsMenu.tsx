import { lazy, Suspense, useId, useState } from 'react';

// Loaded when the menu first opens: the popup's first paint does without it.
const SettingsToggles = lazy(() =>
  import('./SettingsToggles').then((module) => ({ default: module.SettingsToggles })),
);

/** A Settings button that shows and hides the three toggles. */
export function SettingsMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="settings-menu">
      <button
        type="button"
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
