import { syncSwitchPreference } from '@/adapters/pagePreferences';
import type { SyncState } from '@/adapters/sync/syncStatus';
import { useSyncStatus } from '@/components/providers/useSyncStatus';
import { usePreference } from '@/hooks/usePreference';
import { isRealTime } from '@/utils/bounds';
import { plural } from '@/utils/units';

const STATE_TEXT = new Map<SyncState, string>([
  // The extension cannot know whether the browser is signed in: it says what it does know.
  ['on', "On. Your browser's sync carries it when you are signed in."],
  ['off', 'Off: your progress stays on this device.'],
  ['failing', 'Failing: your progress is saved on this device, but not synced.'],
]);

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A time as words; never throws (`format` does beyond the years `Date` can hold). */
const whenText = (time: number) => (isRealTime(time, Date.now()) ? when.format(time) : 'Unknown');

/**
 * The Sync section of the progress page: the switch **Sync progress** (on unless turned
 * off, kept under its own key), whether sync is on, off or failing, the devices seen, when
 * another device last changed something, and any error or notice.
 */
export function SyncSection() {
  const syncSwitch = syncSwitchPreference();
  const on = usePreference(syncSwitch);
  const status = useSyncStatus();
  const { devices, lastRemoteAt, message, ignored } = status;
  // The switch decides at once; the runner's state says whether sync works.
  const state: SyncState = !on ? 'off' : status.state === 'failing' ? 'failing' : 'on';
  return (
    <section className="progress-card progress-actions progress-sync" aria-labelledby="sync-title">
      <h3 id="sync-title">Sync</h3>
      <label className="field">
        <input
          type="checkbox"
          className="switch"
          checked={state !== 'off'}
          onChange={(event) => syncSwitch.set(event.target.checked)}
        />
        Sync progress
      </label>
      <p role="status">{STATE_TEXT.get(state)}</p>
      {state !== 'off' && (
        <dl>
          <dt>Devices seen</dt>
          <dd>{devices > 0 ? plural(devices, 'device') : 'Not read yet'}</dd>
          <dt>Last change from another device</dt>
          <dd>{lastRemoteAt === null ? 'None yet' : whenText(lastRemoteAt)}</dd>
        </dl>
      )}
      {state !== 'off' && ignored > 0 && (
        <p>
          {plural(ignored, 'key from another device was', 'keys from other devices were')} ignored:
          no device of this version writes such a value.
        </p>
      )}
      {state !== 'off' && message && (
        <p className={state === 'failing' ? 'progress-notice' : undefined}>{message}</p>
      )}
    </section>
  );
}
