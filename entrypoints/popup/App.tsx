import { SnippetView } from '@/components/code/SnippetView';
import { LanguageSelect } from '@/components/navigation/LanguageSelect';
import { SnippetNavigation } from '@/components/navigation/SnippetNavigation';
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
        <SnippetView />
        <SnippetNavigation />
      </main>
    </div>
  );
}
