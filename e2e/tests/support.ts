/** Helpers the journeys share: waiting for hydration and collecting the browser's complaints. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The footer's theme switch: the server renders it without `aria-checked` (the theme is only
 * known in the browser), so the attribute appearing means the shell has hydrated.
 */
export function footerThemeToggle(page: Page): Locator {
  return page.getByTestId('site-footer').getByTestId('theme-toggle');
}

/** Waits until React has hydrated the shell (see {@link footerThemeToggle}). */
export async function waitForShellHydration(page: Page): Promise<void> {
  await expect(footerThemeToggle(page)).toHaveAttribute('aria-checked', /^(true|false)$/);
}

/**
 * Waits until React owns `element`. Screens without the shell (the error screen) have no public
 * hydration marker, so this looks for the props React attaches to the DOM node it hydrated.
 */
export async function waitForReactToOwn(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

export interface BrowserProblem {
  kind: 'console.error' | 'pageerror';
  text: string;
  /** the resource the console message is about, when the browser names one */
  url: string;
}

/** Starts recording console errors and uncaught exceptions of `page`; read the array later. */
export function recordBrowserProblems(page: Page): BrowserProblem[] {
  const problems: BrowserProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({ kind: 'console.error', text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: '' });
  });
  return problems;
}

/**
 * Navigates inside the app (no document load), as a link would, to a path no page links to
 * (e.g. a 404 page): React Router's data router is on `window` once the app has hydrated.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter;
    if (!router) throw new Error('the app has not hydrated');
    await router.navigate(to);
  }, path);
}
