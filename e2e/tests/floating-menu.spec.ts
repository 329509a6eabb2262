/**
 * The floating menu at the bottom right (spec sections 2 and 9): its links, closing on an
 * outside click, and the round buttons that change with the scroll offset (debounced 50 ms).
 */
import { expect, test, type Page } from '@playwright/test';
import { CHAT_URL, MESSAGING_URL } from '../site-config';
import { waitForShellHydration } from './support';

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

test('the floating menu opens with its links and closes on an outside click', async ({ page }) => {
  await page.goto('/');
  await waitForShellHydration(page);
  const menu = page.getByTestId('floating-menu');
  await menu.getByRole('button', { name: 'Open quick menu' }).click();

  const toggle = menu.getByRole('button', { name: 'Close quick menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  const links = menu.getByRole('listitem').getByRole('link');
  await expect(links).toHaveText(['Account', 'Categories', 'Bookmarks', 'Netflix & Others']);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/account?tab=account', '/categories', '/bookmarks', '/networks']);

  // A click inside (the dark mode switch) keeps it open; a click outside closes it.
  await menu.getByRole('switch', { name: 'Dark mode' }).click();
  await expect(links).toHaveCount(4);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(links).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Open quick menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // The round button also closes what it opened.
  await menu.getByRole('button', { name: 'Open quick menu' }).click();
  await expect(links).toHaveCount(4);
  await menu.getByRole('button', { name: 'Close quick menu' }).click();
  await expect(links).toHaveCount(0);
});

test('the menu button wears the brand colour, the other round buttons the quiet surface', async ({
  page,
}) => {
  await page.goto('/');
  await waitForShellHydration(page);
  const menu = page.getByTestId('floating-menu');
  const background = (selector: string) =>
    page.evaluate((className) => {
      const probe = document.createElement('div');
      probe.className = className;
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    }, selector);
  const trigger = menu.getByRole('button', { name: 'Open quick menu' });
  await expect(trigger).toHaveCSS('background-color', await background('bg-brand'));
  await expect(menu.getByRole('link', { name: 'Join our community chat' })).toHaveCSS(
    'background-color',
    await background('bg-surface-2'),
  );
});

test('the chat link becomes Scroll to top past 500 px and the messaging link shows past 550 px', async ({
  page,
}) => {
  await page.goto('/');
  await waitForShellHydration(page);
  const menu = page.getByTestId('floating-menu');
  const chat = menu.getByRole('link', { name: 'Join our community chat' });
  const messaging = menu.getByRole('link', { name: 'Join our messaging group' });
  const scrollToTop = menu.getByRole('button', { name: 'Scroll to top' });

  await expect(chat).toHaveAttribute('href', CHAT_URL);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(messaging).toHaveCount(0);
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px';
  });

  // Each step is detected by something that appears or disappears, never by waiting blindly:
  // the two buttons change in one state update, so one visible change settles both.
  await scrollTo(page, 501);
  await expect(scrollToTop).toBeVisible();
  await expect(chat).toHaveCount(0);
  await expect(messaging).toHaveCount(0);

  await scrollTo(page, 551);
  await expect(messaging).toBeVisible();
  await expect(messaging).toHaveAttribute('href', MESSAGING_URL);
  await expect(scrollToTop).toBeVisible();

  await scrollTo(page, 550); // not past 550
  await expect(messaging).toHaveCount(0);
  await expect(scrollToTop).toBeVisible();

  await scrollTo(page, 500); // not past 500
  await expect(chat).toBeVisible();
  await expect(scrollToTop).toHaveCount(0);

  await scrollTo(page, 900);
  await scrollToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(chat).toBeVisible();
  await expect(messaging).toHaveCount(0);
});
