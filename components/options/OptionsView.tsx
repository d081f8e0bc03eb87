import { BrandMark } from '@/components/navigation/BrandMark';
import { SyncSection } from '@/components/progress/SyncSection';
import { SettingsToggles } from '@/components/settings/SettingsToggles';

/**
 * The page the browser's extension list opens as the extension's options: every setting,
 * through the same preferences as the Settings panels on the new tab and popup, the Sync
 * switch, and the way to the progress file and the other pages.
 */
export function OptionsView() {
  return (
    <main className="options">
      <header className="options-head">
        <BrandMark />
        <h1>Settings</h1>
      </header>
      <section className="options-card" aria-label="Drill and display">
        <SettingsToggles />
      </section>
      <section className="options-card" aria-labelledby="options-progress">
        <h2 id="options-progress">Your progress</h2>
        <p>
          Export your progress to a file, or import one, on the{' '}
          <a href="/progress.html#progress-file">Progress page</a>.
        </p>
        <SyncSection />
      </section>
      <nav className="options-links" aria-label="Pages">
        <a href="/newtab.html">Practice</a>
        <a href="/progress.html">Progress</a>
        <a href="/snippets.html">My snippets</a>
        <a href="/compare.html">Compare</a>
      </nav>
    </main>
  );
}
