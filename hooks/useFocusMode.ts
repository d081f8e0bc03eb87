import { useEffect, useState } from 'react';

/** The attribute on the page's root while everything but the drill fades out. */
export const FOCUS_MODE_ATTRIBUTE = 'data-focus-mode';

/**
 * What fades while typing: all but the code, the caret, the statistics and Restart (where
 * Esc takes the focus). Faded parts are also inert, so nothing faded can be used, or read
 * as if it were there, until the page comes back.
 */
const FADED = '.toolbar, .practice-bar, .practice h2, .snippet-navigation, .shortcut-hint';

/**
 * Focus while typing: while a drill is under way, the page's root carries
 * `data-focus-mode`, and the stylesheet fades all but the code, the caret and the
 * statistics. A mouse move or `release()` (focus leaving the surface) brings everything
 * back until the next key, which calls `resume()`.
 */
export function useFocusMode(typing: boolean): { resume: () => void; release: () => void } {
  const [released, setReleased] = useState(false);
  const active = typing && !released;

  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const release = () => setReleased(true);
    const faded = [...document.querySelectorAll(FADED)];
    root.setAttribute(FOCUS_MODE_ATTRIBUTE, '');
    for (const element of faded) element.setAttribute('inert', '');
    window.addEventListener('mousemove', release);
    return () => {
      root.removeAttribute(FOCUS_MODE_ATTRIBUTE);
      for (const element of faded) element.removeAttribute('inert');
      window.removeEventListener('mousemove', release);
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
