/** Mobile shell (spec section 2): the fixed bottom bar below 700 px and its menu drawer. */
import { expect, test } from '@playwright/test';
import { waitForShellHydration } from './support';

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
