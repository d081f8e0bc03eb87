import { WelcomeView } from '@/components/welcome/WelcomeView';
import { browserFamily } from '@/utils/firstRun';

/** The welcome page, opened once on install: what the browser will ask, and where things are. */
export function App() {
  return (
    <div className="page welcome-page">
      <WelcomeView browser={browserFamily(import.meta.env.BROWSER, navigator.userAgent)} />
    </div>
  );
}
