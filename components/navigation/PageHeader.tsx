import { ProgressNotice } from '@/components/progress/ProgressNotice';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { LanguageSelect } from './LanguageSelect';

type PageHeaderProps = {
  /** The page this header is on, so it does not link to itself. */
  page: 'popup' | 'newtab' | 'progress' | 'compare';
};

/** The header every page shares: the name, the Language select, links and Settings. */
export function PageHeader({ page }: PageHeaderProps) {
  return (
    <>
      <header className="toolbar">
        <h1>Code Recall</h1>
        <LanguageSelect />
        <nav className="page-links" aria-label="Pages">
          {page !== 'progress' ? (
            <a href="/progress.html" target={page === 'popup' ? '_blank' : undefined}>
              Progress
            </a>
          ) : (
            <a href="/newtab.html">Practice</a>
          )}
        </nav>
        <SettingsMenu />
      </header>
      <ProgressNotice />
    </>
  );
}
