import { BrandMark } from '@/components/navigation/BrandMark';
import type { BrowserFamily } from '@/utils/firstRun';
import { NewTabQuestion } from './NewTabQuestion';
import { PrivacySummary } from './PrivacySummary';
import { RecallLevelsPicture } from './RecallLevelsPicture';
import { TryItDrill } from './TryItDrill';

type WelcomeViewProps = { browser: BrowserFamily };

/**
 * The page opened once on install (and again from Settings → Take the tour): what Code
 * Recall does, what the browser is about to ask about the new tab, and where each part
 * lives, with a one-card drill to try. It works offline, without IndexedDB and with sync
 * failing: the text is static, and the drill saves nothing.
 */
export function WelcomeView({ browser }: WelcomeViewProps) {
  return (
    <main className="welcome">
      <header className="welcome-head">
        <BrandMark />
        <h1>Welcome to Code Recall</h1>
      </header>
      <ul className="welcome-intro">
        <li>A cheat sheet of code in 16 languages, one click away in the toolbar.</li>
        <li>A typing drill on every new tab: type a topic&apos;s code to learn it by hand.</li>
        <li>Spaced repetition brings each topic back as you are about to forget it.</li>
      </ul>
      <p>
        <button
          type="button"
          className="primary"
          onClick={() => window.location.assign('/newtab.html')}
        >
          Start a drill
        </button>
      </p>
      <TryItDrill />
      <NewTabQuestion browser={browser} />
      <section className="welcome-card" aria-labelledby="welcome-lookup">
        <h2 id="welcome-lookup">Look code up</h2>
        <p>
          Click the toolbar icon, or press <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>K</kbd>, to search
          every topic; <kbd>Alt</kbd>+<kbd>C</kbd> copies the code.
        </p>
        <p>
          In the address bar, type <kbd>cr</kbd>, a space and what you need (
          <code>cr closures rust</code>) and pick a topic.
        </p>
        <p>
          Press <kbd>?</kbd> on the new tab or in the toolbar popup to list every shortcut.
        </p>
      </section>
      <section className="welcome-card" aria-labelledby="welcome-levels">
        <h2 id="welcome-levels">Recall levels</h2>
        <RecallLevelsPicture />
      </section>
      <section className="welcome-card" aria-labelledby="welcome-own">
        <h2 id="welcome-own">My snippets and sync</h2>
        <p>
          Keep your own code on <a href="/snippets.html">My snippets</a>: it joins the drill and the
          reviews beside the built-in topics.
        </p>
        <p>
          With your browser&apos;s sync on, progress and your snippets follow you to your other
          devices.
        </p>
      </section>
      <PrivacySummary />
      <nav className="welcome-links" aria-label="Pages">
        <a href="/options.html">Settings</a>
        <a href="/progress.html">Progress</a>
        <a href="/compare.html">Compare</a>
      </nav>
    </main>
  );
}
