import { ProgressNotice } from '@/components/progress/ProgressNotice';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { BrandMark } from './BrandMark';
import { LanguageSelect } from './LanguageSelect';

type PageHeaderProps = {
  /** The page this header is on, so it does not link to itself. */
  page: 'popup' | 'newtab' | 'progress' | 'compare';
  /** Whether the header shows the Language select; a page with its own language controls may leave it out. */
  language?: boolean;
};

/** The header every page shares: the name, the Language select, links and Settings. */
export function PageHeader({ page, language = true }: PageHeaderProps) {
  return (
    <>
      <header className="toolbar">
        <h1>
          <BrandMark />
          Code Recall
        </h1>
        {language ? <LanguageSelect /> : null}
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
