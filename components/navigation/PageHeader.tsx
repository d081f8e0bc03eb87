import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { LanguageSelect } from './LanguageSelect';

/** The header both pages share: the name, the Language select and the Settings menu. */
export function PageHeader() {
  return (
    <header className="toolbar">
      <h1>Code Recall</h1>
      <LanguageSelect />
      <SettingsMenu />
    </header>
  );
}
