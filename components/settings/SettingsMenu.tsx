import { useId, useState } from 'react';
import { SettingsToggles } from './SettingsToggles';

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
        <SettingsToggles />
      </div>
    </div>
  );
}
