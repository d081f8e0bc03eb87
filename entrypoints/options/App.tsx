import { OptionsView } from '@/components/options/OptionsView';

/** The extension's options page: every setting in the browser's own place for them. */
export function App() {
  return (
    <div className="page options-page">
      <OptionsView />
    </div>
  );
}
