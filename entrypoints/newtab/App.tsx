import { KeyboardShortcuts } from '@/components/shortcuts/KeyboardShortcuts';
import { PageHeader } from '@/components/navigation/PageHeader';
import { PracticeView } from '@/components/practice/PracticeView';

/** The new-tab page: a typing drill on the current snippet. */
export function App() {
  return (
    <div className="page newtab">
      <PageHeader page="newtab" />
      <main>
        <PracticeView />
      </main>
      <KeyboardShortcuts />
    </div>
  );
}
