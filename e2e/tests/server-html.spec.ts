/** The shell is in the server's HTML, so it shows before (and without) any JavaScript. */
import { expect, test } from '@playwright/test';

test('the home page HTML contains the header with Movies and Series, and the footer, before any script', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'a plain HTTP request: the viewport plays no part');
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  const header = /<header\b[^>]*\bdata-testid="site-header"[^>]*>([\s\S]*?)<\/header>/.exec(html);
  expect(header, 'the header element in the raw HTML').not.toBeNull();
  const headerHtml = header?.[1] ?? '';
  expect(headerHtml).toMatch(/<a\b[^>]*\bhref="\/movies"[^>]*>Movies<\/a>/);
  expect(headerHtml).toMatch(/<a\b[^>]*\bhref="\/series"[^>]*>Series<\/a>/);
  expect(html).toMatch(/<footer\b[^>]*\bdata-testid="site-footer"/);

  // Every script in <body> (the router's data and the module loader) comes after the header.
  const body = html.indexOf('<body');
  const firstBodyScript = html.indexOf('<script', body);
  expect(body).toBeGreaterThan(0);
  expect(header?.index ?? -1).toBeGreaterThan(body);
  expect(header?.index ?? -1).toBeLessThan(firstBodyScript);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the header and the footer', async ({ page, isMobile }) => {
    await page.goto('/');
    const header = page.getByTestId('site-header');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Reelhouse home' })).toBeVisible();
    if (isMobile) {
      const bar = page.getByTestId('mobile-bottom-bar');
      await expect(bar.getByRole('link', { name: 'Movies' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Series' })).toBeVisible();
    } else {
      await expect(header.getByRole('link', { name: 'Movies', exact: true })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Series', exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('site-footer')).toBeVisible();
    // Nothing hydrated: the switch still has the server's state (no aria-checked).
    await expect(page.getByTestId('site-footer').getByTestId('theme-toggle')).not.toHaveAttribute(
      'aria-checked',
    );
  });
});
