import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setViewportWidth } from './viewport';

// Files that run in Node (`@vitest-environment node`) have no DOM to set up.
if (typeof window !== 'undefined') {
  // jsdom has neither matchMedia nor scrollIntoView.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  setViewportWidth(1280);

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    setViewportWidth(1280);
  });
}
