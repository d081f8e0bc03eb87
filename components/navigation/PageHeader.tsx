import { ProgressNotice } from '@/components/progress/ProgressNotice';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { BrandMark } from './BrandMark';
import { LanguageSelect } from './LanguageSelect';

type PageHeaderProps = {
  /** The page this header is on, so it does not link to itself. */
  page: 'popup' | 'newtab' | 'progress' | 'compare' | 'snippets';
  /** Whether the header shows the Language select; a page with its own language controls may leave it out. */
  language?: boolean;
};

/** The header every page shares: the name, the Language select, links and Settings. */
export function PageHeader({ page, language = true }: PageHeaderProps) {
  // The popup closes when it loses focus: its links open a tab of their own.
  const target = page === 'popup' ? '_blank' : undefined;
  return (
    <>
      <header className="toolbar">
        <h1>
          <BrandMark />
          <span className="brand-name">Code Recall</span>
        </h1>
        {language ? <LanguageSelect /> : null}
        <nav className="page-links" aria-label="Pages">
          {/* Pages that open in place of the new tab lead back to practice. */}
          {page === 'progress' || page === 'snippets' || page === 'compare' ? (
            <a href="/newtab.html">Practice</a>
          ) : null}
          {page !== 'progress' ? (
            <a href="/progress.html" target={target}>
              Progress
            </a>
          ) : null}
          {page !== 'snippets' ? (
            <a href="/snippets.html" target={target}>
              My snippets
            </a>
          ) : null}
        </nav>
        <SettingsMenu />
      </header>
      <ProgressNotice />
    </>
  );
}
