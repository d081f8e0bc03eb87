/** The privacy note in short; the whole note ships with the extension as privacy.txt. */
export function PrivacySummary() {
  return (
    <section className="welcome-card" aria-labelledby="welcome-privacy">
      <h2 id="welcome-privacy">Privacy</h2>
      <p>
        Everything stays in this browser: settings in its local storage, your drills and snippets in
        its database, and, when sync is on, a compact copy in the browser&apos;s own sync. Nothing
        else leaves the browser unless you export it. No telemetry, no network requests.
      </p>
      <p>
        <a href="/privacy.txt">Read the privacy note</a>
      </p>
    </section>
  );
}
