import { SnippetView } from '@/components/code/SnippetView';
import { LanguageSelect } from '@/components/navigation/LanguageSelect';
import { SnippetNavigation } from '@/components/navigation/SnippetNavigation';
import { SettingsMenu } from '@/components/settings/SettingsMenu';

/** The new-tab page: practice. */
export function App() {
  return (
    <div className="page newtab">
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
