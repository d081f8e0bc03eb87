import { useLanguage } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';

/** Shown instead of a topic: "Loading snippets…", or the failure with a Retry button. */
export function TopicLoadStatus() {
  const { language } = useLanguage();
  const { loadFailed, retryLoad } = useTopicSet();
  if (!loadFailed) {
    return (
      <p className="loading" role="status">
        Loading snippets…
      </p>
    );
  }
  return (
    <div className="load-error" role="alert">
      <p>Could not load the {language.name} snippets. The extension may have been updated.</p>
      <button type="button" onClick={retryLoad}>
        Retry
      </button>
    </div>
  );
}
