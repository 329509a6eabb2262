/** Mobile shell (spec section 2): the fixed bottom bar below 700 px and its menu drawer. */
import { expect, test, type Page } from '@playwright/test';
import { waitForShellHydration } from './support';

async function openDrawer(page: Page) {
  await page.goto('/');
  await waitForShellHydration(page);
  await page
    .getByTestId('mobile-bottom-bar')
    .getByRole('button', { name: 'Menu', includeHidden: true })
    .click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  // Wait for the 0.5 s slide-in to end, so the drag starts from the drawer's resting place.
  await expect.poll(() => drawer.evaluate((element) => element.getAnimations().length)).toBe(0);
  return drawer;
}

/**
 * Drags a finger down from the drawer's handle by `fraction` of its height, in `steps` moves
 * `stepMs` apart, and lifts it (real touch events, as a phone sends them).
 */
async function swipeDown(page: Page, fraction: number, steps: number, stepMs: number) {
  const drawer = await page.getByTestId('menu-drawer').boundingBox();
  const handle = await page.getByTestId('sheet-handle').boundingBox();
  if (drawer === null || handle === null) throw new Error('the drawer is not on screen');
  const x = handle.x + handle.width / 2;
  const startY = handle.y + handle.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x, y: startY }],
  });
  for (let step = 1; step <= steps; step += 1) {
    await page.waitForTimeout(stepMs);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: startY + (drawer.height * fraction * step) / steps }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('at 390 px', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom bar belongs to the mobile layout');

  test('the bottom bar shows Home, Movies, Series, Menu and Account (to /login when signed out)', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShellHydration(page);
    const bar = page.getByTestId('mobile-bottom-bar');
    await expect(bar).toBeVisible();
    await expect(bar.locator(':scope > a, :scope > button')).toHaveText([
      'Home',
      'Movies',
      'Series',
      'Menu',
      'Account',
    ]);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
    await expect(bar.getByRole('link', { name: 'Series' })).toHaveAttribute('href', '/series');
    await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
    await expect(bar.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  test('Menu opens the drawer with its groups, quick links and Close, and Close closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShellHydration(page);
    // While the (modal) drawer is open the rest of the page is aria-hidden: includeHidden.
    const menuButton = page
      .getByTestId('mobile-bottom-bar')
      .getByRole('button', { name: 'Menu', includeHidden: true });
    await menuButton.click();

    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByTestId('theme-toggle')).toBeVisible();
    await expect(drawer.locator('summary')).toHaveText([
      'Movies',
      'Series',
      'Networks',
      'Categories',
    ]);
    await expect(
      drawer.getByRole('navigation', { name: 'Quick links' }).getByRole('link'),
    ).toHaveText(['Home', 'Account', 'Settings', '4k Setup', 'Stats', 'History', 'Bookmarks']);

    // The groups are collapsed until opened.
    const allNetworks = drawer.getByRole('link', { name: 'All Networks' });
    await expect(allNetworks).toBeHidden();
    await drawer.locator('summary', { hasText: 'Networks' }).click();
    await expect(allNetworks).toBeVisible();
    await expect(allNetworks).toHaveAttribute('href', '/networks');

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  // Spec section 9: close threshold 0.25 of the height, velocity threshold 0.4 px/ms.
  test('a slow swipe down past a quarter of its height closes the drawer', async ({ page }) => {
    const drawer = await openDrawer(page);
    await swipeDown(page, 0.4, 20, 40); // about 0.5 of its height a second: slow
    await expect(drawer).toBeHidden();
  });

  test('a slow swipe down of less than a quarter of its height lets the drawer slide back', async ({
    page,
  }) => {
    const drawer = await openDrawer(page);
    await swipeDown(page, 0.15, 20, 40);
    await expect(drawer).toBeVisible();
    // It slides back to where it rests, and stays open.
    await expect
      .poll(() => drawer.evaluate((element) => getComputedStyle(element).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  test('a quick flick down closes the drawer even when short', async ({ page }) => {
    const drawer = await openDrawer(page);
    // Start, move and lift in one task of the page: a flick as fast as a finger's, however busy
    // the machine running the test is (steps sent one by one could take longer than 0.4 px/ms).
    await drawer.evaluate((sheet) => {
      const handle = sheet.querySelector('[data-testid="sheet-handle"]') ?? sheet;
      const box = handle.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const startY = box.top + box.height / 2;
      const touchAt = (y: number) =>
        new Touch({ identifier: 1, target: handle, clientX: x, clientY: y });
      const send = (type: string, touches: Touch[]) => {
        handle.dispatchEvent(
          new TouchEvent(type, {
            touches,
            changedTouches: touches,
            bubbles: true,
            cancelable: true,
          }),
        );
      };
      send('touchstart', [touchAt(startY)]);
      send('touchmove', [touchAt(startY + sheet.getBoundingClientRect().height * 0.2)]);
      send('touchend', []);
    });
    await expect(drawer).toBeHidden();
  });
});

test.describe('wider screens', () => {
  test.skip(({ isMobile }) => isMobile, 'resizes a desktop window');

  test('at 1280 px the bottom bar is hidden', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('mobile-bottom-bar')).toHaveCount(1);
    await expect(page.getByTestId('mobile-bottom-bar')).toBeHidden();
  });

  test('mobile means under 700 px: the bar shows at 699 px and hides at 700 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 699, height: 800 });
    await page.goto('/');
    const bar = page.getByTestId('mobile-bottom-bar');
    await expect(bar).toBeVisible();
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(bar).toBeHidden();
  });
});
