import { KeyboardShortcuts } from '@/components/shortcuts/KeyboardShortcuts';
import { PageHeader } from '@/components/navigation/PageHeader';
import { WhatsNewSlot } from '@/components/whatsNew/WhatsNewSlot';
import { DrillView } from '@/components/drill/DrillView';

/** The new-tab page: a typing drill on the current snippet. */
export function App() {
  return (
    <div className="page newtab">
      <PageHeader page="newtab" />
      <main>
        <DrillView />
      </main>
      <WhatsNewSlot />
      <KeyboardShortcuts />
    </div>
  );
}
