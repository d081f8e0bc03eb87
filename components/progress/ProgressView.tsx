import { useState } from 'react';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useProgress } from '@/components/providers/ProgressProvider';
import { lastPractised, type ProgressScope } from '@/utils/progress/scope';
import { SectionErrorBoundary } from '@/components/SectionErrorBoundary';
import { EmptyProgress } from './EmptyProgress';
import { ProgressActions } from './ProgressActions';
import { ProgressDashboard } from './ProgressDashboard';
import { ScopeSelect } from './ScopeSelect';
import { SyncSection } from './SyncSection';

/** The progress page: what the log says, for the language practised last, and the progress file. */
export function ProgressView() {
  const { attempts, schedule } = useProgress();
  const { language } = useLanguage();
  // The user's choice, once made; until then the language practised last when the page first
  // had a history (an import on the empty page counts), kept so that a drill finished on
  // another page does not move what this page shows.
  const [chosen, setChosen] = useState<ProgressScope | null>(null);
  const [opening, setOpening] = useState<ProgressScope | null>(null);
  if (opening === null && attempts && attempts.length > 0) {
    setOpening(lastPractised(attempts) ?? language.key);
  }
  const [{ now, timeZone }] = useState(() => ({
    now: Date.now(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
  const scope = chosen ?? opening ?? language.key;
  const history = attempts !== null && attempts.length > 0;

  return (
    <section className="progress" aria-labelledby="progress-title">
      <div className="progress-head">
        <h2 id="progress-title">Progress</h2>
        {history ? <ScopeSelect scope={scope} onScope={setChosen} /> : null}
      </div>
      {!attempts ? (
        <p className="loading" role="status">
          Reading your progress…
        </p>
      ) : history ? (
        <SectionErrorBoundary name="Your progress">
          <ProgressDashboard
            attempts={attempts}
            schedule={schedule ?? new Map()}
            scope={scope}
            onScope={setChosen}
            now={now}
            timeZone={timeZone}
          />
        </SectionErrorBoundary>
      ) : (
        <EmptyProgress />
      )}
      {/* Always here and always in this place, so an import started on the empty page keeps
          its progress and its outcome when the page fills. */}
      <SectionErrorBoundary name="Export, Import and Reset">
        <ProgressActions />
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Sync">
        <SyncSection />
      </SectionErrorBoundary>
    </section>
  );
}
