import { useEffect, useState } from 'react';

/**
 * Focus while typing: while a drill is under way, the page's root carries
 * `data-focus-mode`, and the new tab's stylesheet fades all but the code, the caret and the
 * figures. It fades with opacity alone: what is faded still takes a click, the first one
 * (a pointer down on it blurs the surface, which brings the page back). A pointer move or
 * `release()` (focus leaving the surface) brings everything back until the next key, which
 * calls `resume()`.
 */
export function useFocusMode(typing: boolean): { resume: () => void; release: () => void } {
  const [released, setReleased] = useState(false);
  const active = typing && !released;

  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const release = () => setReleased(true);
    root.setAttribute('data-focus-mode', '');
    window.addEventListener('pointermove', release);
    return () => {
      root.removeAttribute('data-focus-mode');
      window.removeEventListener('pointermove', release);
    };
  }, [active]);

  return {
    // Called on every key: only a released page has anything to resume.
    resume: () => {
      if (released) setReleased(false);
    },
    release: () => setReleased(true),
  };
}
