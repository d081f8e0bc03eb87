/** The page with no attempts yet: one card that says how to fill it, instead of zero tables. */
export function EmptyProgress() {
  return (
    <section className="progress-card progress-empty" aria-labelledby="progress-empty-title">
      <h3 id="progress-empty-title">No drills yet</h3>
      <p>
        Finish a drill on a new tab and your speed, streaks, topics and weak spots show here.
        Practising in another browser? Import its progress file below.
      </p>
      <a className="button primary" href="/newtab.html">
        Start a drill
      </a>
    </section>
  );
}
