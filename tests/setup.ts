import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setViewportWidth } from './viewport';

// jsdom has neither matchMedia nor scrollIntoView.
Element.prototype.scrollIntoView = function scrollIntoView() {};
setViewportWidth(1280);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  setViewportWidth(1280);
});
