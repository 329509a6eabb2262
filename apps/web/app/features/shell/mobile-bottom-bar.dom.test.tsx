import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { MobileBottomBar } from './mobile-bottom-bar';

beforeAll(async () => {
  // The drawer's code loads on demand; loading it once up front keeps the tests' waits short.
  await import('./menu-drawer');
});

/** The bar belongs to the site shell: it stays on screen from page to page. */
function renderBar(url = '/') {
  renderRoute(<h1>Home page</h1>, { path: '/', url, shell: <MobileBottomBar /> });
  const bar = screen.getByRole('navigation', { name: 'Mobile' });
  return {
    bar,
    link: (name: string) => within(bar).getByRole('link', { name }),
    menu: within(bar).getByRole('button', { name: 'Menu' }),
    address: screen.getByRole('status', { name: 'Current address', hidden: true }),
  };
}

describe('the mobile bottom bar', () => {
  it('offers Home, Movies, Series, Menu and Account, in that order', () => {
    const { bar } = renderBar();
    expect(Array.from(bar.children).map((item) => [item.tagName, item.textContent])).toEqual([
      ['A', 'Home'],
      ['A', 'Movies'],
      ['A', 'Series'],
      ['BUTTON', 'Menu'],
      ['A', 'Account'],
    ]);
  });

  it('marks the link of the page shown as current, and moves the mark on navigation', async () => {
    const user = userEvent.setup();
    const { link, address } = renderBar();
    expect(link('Home')).toHaveAttribute('aria-current', 'page');
    expect(link('Series')).not.toHaveAttribute('aria-current');
    await user.click(link('Series'));
    expect(address).toHaveTextContent('/series');
    expect(link('Series')).toHaveAttribute('aria-current', 'page');
    expect(link('Home')).not.toHaveAttribute('aria-current');
  });

  it("marks no link on a page below a section's list (a movie's own page)", () => {
    const { link } = renderBar('/movies/603-the-matrix');
    expect(link('Movies')).not.toHaveAttribute('aria-current');
    expect(link('Home')).not.toHaveAttribute('aria-current');
  });

  it('sends a signed-out visitor to /login from Account, and a signed-in one to their account', () => {
    const { link } = renderBar();
    expect(link('Account')).toHaveAttribute('href', '/login');
    act(() => {
      writeStoredString(STORAGE_KEYS.userInfo, JSON.stringify({ username: 'anne' }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userInfo }));
    });
    expect(link('Account')).toHaveAttribute('href', '/account?tab=account');
  });

  it('opens the menu drawer from Menu, which says it is expanded, and closes it with Close', async () => {
    const user = userEvent.setup();
    const { menu } = renderBar();
    expect(menu).toHaveAttribute('aria-haspopup', 'dialog');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [
      'Close',
      (user: ReturnType<typeof userEvent.setup>, drawer: HTMLElement) =>
        user.click(within(drawer).getByRole('button', { name: 'Close' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('gives keyboard focus back to Menu when the drawer closes by %s', async (_way, close) => {
    const user = userEvent.setup();
    const { menu } = renderBar();
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).not.toHaveFocus();
    await close(user, drawer);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('goes to the page picked in the drawer, the bar marking it', async () => {
    const user = userEvent.setup();
    const { menu, link, address } = renderBar();
    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByText('Movies'));
    await user.click(within(drawer).getByRole('link', { name: 'All Movies' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address).toHaveTextContent('/movies');
    expect(link('Movies')).toHaveAttribute('aria-current', 'page');
  });
});
