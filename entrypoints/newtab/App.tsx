import { LanguageSelect } from '@/components/navigation/LanguageSelect';
import { PracticeView } from '@/components/practice/PracticeView';
import { SettingsMenu } from '@/components/settings/SettingsMenu';

/** The new-tab page: a typing drill on the current snippet. */
export function App() {
  return (
    <div className="page newtab">
      <header className="toolbar">
        <h1>Code Recall</h1>
        <LanguageSelect />
        <SettingsMenu />
      </header>
      <main>
        <PracticeView />
      </main>
    </div>
  );
}
