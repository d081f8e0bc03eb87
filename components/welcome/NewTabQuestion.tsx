import type { BrowserFamily } from '@/utils/firstRun';

type NewTabQuestionProps = { browser: BrowserFamily };

/**
 * What the browser asks when it first shows the drill in place of its new tab, and what each
 * answer does: read before the question comes, a user keeps the extension on purpose.
 */
export function NewTabQuestion({ browser }: NewTabQuestionProps) {
  return (
    <section className="welcome-card welcome-question" aria-labelledby="welcome-question">
      <h2 id="welcome-question">Before your next new tab</h2>
      {browser === 'chrome' ? (
        <>
          <p>
            Chrome will ask <q>Is this the new tab page you were expecting?</q>
          </p>
          <ul>
            <li>
              <strong>Keep it</strong> keeps the drill on every new tab.
            </li>
            <li>
              <strong>Change it back</strong> turns off the whole extension, the toolbar cheat sheet
              too. To turn it back on, open <code>chrome://extensions</code> and switch Code Recall
              on.
            </li>
          </ul>
        </>
      ) : null}
      {browser === 'edge' ? (
        <>
          <p>
            Edge turns off extensions that change the new tab after they are installed, and says so
            in a notice.
          </p>
          <ul>
            <li>
              To keep the drill, choose <strong>Keep changes</strong> in the notice, or open{' '}
              <code>edge://extensions</code> and switch Code Recall back on.
            </li>
            <li>
              <strong>Change it back</strong> turns off the whole extension, the toolbar cheat sheet
              too.
            </li>
          </ul>
        </>
      ) : null}
      {browser === 'firefox' ? (
        <>
          <p>
            Firefox shows the drill on each new tab, with a notice on the first:{' '}
            <q>An extension, Code Recall, changed the page you see when you open a new tab.</q>
          </p>
          <ul>
            <li>
              <strong>Keep Changes</strong> keeps the drill.
            </li>
            <li>
              <strong>Disable Extension</strong> turns off the whole extension, the toolbar cheat
              sheet too; turn it back on in <code>about:addons</code>.
            </li>
          </ul>
        </>
      ) : null}
    </section>
  );
}
