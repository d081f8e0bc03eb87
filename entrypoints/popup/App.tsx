import { LookupView } from '@/components/lookup/LookupView';
import { LanguageSelect } from '@/components/navigation/LanguageSelect';
import { SettingsMenu } from '@/components/settings/SettingsMenu';

/** The toolbar popup: quick lookup. */
export function App() {
  return (
    <div className="page popup">
      <header className="toolbar">
        <h1>Code Recall</h1>
        <LanguageSelect />
        <SettingsMenu />
      </header>
      <main>
        <LookupView />
      </main>
    </div>
  );
}
