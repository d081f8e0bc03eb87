import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Copied" shows after a copy. */
const COPIED_MS = 1500;

/** Copies text to the clipboard; `status` says "Copied" (or why not) for a moment. */
export function useClipboardCopy(): { status: string; copy: (text: string) => Promise<void> } {
  const [status, setStatus] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Copied');
    } catch {
      setStatus('Copy failed: the browser refused the clipboard');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus(''), COPIED_MS);
  }, []);

  return { status, copy };
}
