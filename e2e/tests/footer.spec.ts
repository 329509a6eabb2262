/** The footer (spec section 2): tagline, no-media statement, links by screen size, chat link. */
import { FOOTER_TAGLINES } from '@reelhouse/core/shell/layout';
import { expect, test } from '@playwright/test';
import { CHAT_URL } from '../site-config';

const XL_LINKS = [
  ['History', '/history'],
  ['DMCA', '/dmca'],
  ['Disclaimer', '/disclaimer'],
  ['Terms', '/tos'],
  ['Partners', '/partners'],
] as const;

test('the tagline is one of the two taglines and the footer says no media is hosted', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  const tagline = (await footer.getByTestId('footer-tagline').textContent()) ?? '';
  expect(FOOTER_TAGLINES as readonly string[]).toContain(tagline);
  await expect(footer).toContainText('Reelhouse does not host any media.');
});

test('each response picks either tagline', async ({ request, isMobile }) => {
  test.skip(isMobile, 'plain HTTP requests: the viewport plays no part');
  const seen = new Set<string>();
  // 50% each: both show up within 40 responses unless the pick is broken (odds 2^-39).
  for (let i = 0; i < 40 && seen.size < FOOTER_TAGLINES.length; i += 1) {
    const html = await (await request.get('/')).text();
    for (const tagline of FOOTER_TAGLINES) if (html.includes(`>${tagline}<`)) seen.add(tagline);
  }
  expect([...seen].sort()).toEqual([...FOOTER_TAGLINES].sort());
});

test('the chat link points at CHAT_URL', async ({ page }) => {
  await page.goto('/');
  const chat = page
    .getByTestId('site-footer')
    .getByRole('link', { name: 'Join our community chat' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', CHAT_URL);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
});

test.describe('desktop widths', () => {
  test.skip(({ isMobile }) => isMobile, 'resizes a desktop window');

  test('History, DMCA, Disclaimer, Terms and Partners show at 1280 px (xl) and hide below', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    for (const [label, href] of XL_LINKS) {
      const link = footer.getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    for (const width of [1279, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [, href] of XL_LINKS) {
        await expect(footer.locator(`a[href="${href}"]`)).toBeHidden();
      }
    }
    await expect(footer.locator('a[href="/dmca"]')).toHaveCount(1);
  });

  test('the Donate link is hidden', async ({ page }) => {
    await page.goto('/');
    const donate = page.getByTestId('site-footer').locator('a[href="/donate"]');
    await expect(donate).toHaveCount(1);
    await expect(donate).toBeHidden();
  });
});

test.describe('mobile widths', () => {
  test.skip(({ isMobile }) => !isMobile, 'checks the mobile layout');

  test('the Donate link shows, and the extra-large links do not', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    const donate = footer.getByRole('link', { name: 'Donate' });
    await expect(donate).toBeVisible();
    await expect(donate).toHaveAttribute('href', '/donate');
    for (const [, href] of XL_LINKS) await expect(footer.locator(`a[href="${href}"]`)).toBeHidden();
  });
});

test('the footer links the credits of the catalogue’s open data at every width', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Credits', exact: true }).click();
  await expect(page).toHaveURL('/credits');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credits');
  await expect(page).toHaveTitle('Credits | Reelhouse');
  await expect(page.getByRole('main')).toContainText('TV schedule facts from TVmaze (CC BY-SA)');
});
