/**
 * Set-up of the component tests (`*.dom.test.tsx`, run in happy-dom): Testing Library's DOM
 * matchers (toBeVisible, toHaveAccessibleName…), a clean document and storage after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
