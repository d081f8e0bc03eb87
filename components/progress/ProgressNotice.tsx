import { useProgress } from '@/components/providers/ProgressProvider';

/** Says so when the attempt log cannot be written; practice goes on regardless. */
export function ProgressNotice() {
  const { saving } = useProgress();
  return (
    <p className="progress-notice" role="status">
      {saving
        ? null
        : 'Progress is not being saved: this browser refused the extension its storage.'}
    </p>
  );
}
