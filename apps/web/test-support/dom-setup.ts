/**
 * Set-up of the component tests (`*.dom.test.tsx`, run in happy-dom): Testing Library's DOM
 * matchers (toBeVisible, toHaveAccessibleName…), a clean document and storage after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (overlays, panels) load through the module graph; a busy machine needs more than
// the default second for a findBy… to see them.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
