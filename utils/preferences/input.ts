/**
 * How the drill takes keys, beyond the three settings: kept under a key of its own so that
 * `code-recall-settings` stays exactly its three fields (docs/architecture.md, Settings).
 */
type InputSettings = { autoClose: boolean };

export const INPUT_KEY = 'code-recall-input';

/** Auto-close is off until chosen: by default a drill types every character. */
const DEFAULT_INPUT: Readonly<InputSettings> = Object.freeze({ autoClose: false });

/** Stored text to input settings: a boolean `autoClose` is read; anything else is the default. */
export function parseInputSettings(raw: string | null): InputSettings {
  try {
    const stored: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return { ...DEFAULT_INPUT };
    const autoClose: unknown = Object.getOwnPropertyDescriptor(stored, 'autoClose')?.value;
    return { autoClose: typeof autoClose === 'boolean' ? autoClose : DEFAULT_INPUT.autoClose };
  } catch {
    return { ...DEFAULT_INPUT };
  }
}

export const serializeInputSettings = (settings: InputSettings) =>
  JSON.stringify({ autoClose: settings.autoClose });
