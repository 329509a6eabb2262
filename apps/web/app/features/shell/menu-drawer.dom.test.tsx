import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeStored } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import MenuDrawer from './menu-drawer';

/** The drawer as the bottom bar holds it: open until it asks to close. */
function Drawer() {
  const [open, setOpen] = useState(true);
  return <MenuDrawer open={open} onOpenChange={setOpen} />;
}

function renderDrawer() {
  renderRoute(<h1>Home</h1>, { path: '/', shell: <Drawer /> });
  return {
    drawer: screen.getByRole('dialog', { name: 'Menu' }),
    // The page behind the open drawer is hidden from assistive technology.
    address: screen.getByRole('status', { name: 'Current address', hidden: true }),
  };
}

afterEach(() => {
  removeStored(['theme']);
  document.documentElement.classList.remove('dark');
});

describe('the menu drawer', () => {
  it('opens as the "Menu" dialog: the dark-theme switch, four folded groups and the quick links', () => {
    const { drawer } = renderDrawer();
    expect(within(drawer).getByRole('switch', { name: 'Dark theme' })).toBeVisible();
    expect(
      Array.from(drawer.querySelectorAll('summary')).map((summary) => summary.textContent),
    ).toEqual(['Movies', 'Series', 'Networks', 'Categories']);
    expect(
      within(within(drawer).getByRole('navigation', { name: 'Quick links' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Account', 'Settings', '4k Setup', 'Stats', 'History', 'Bookmarks']);
    expect(within(drawer).getByRole('link', { name: 'Trending Movies' })).not.toBeVisible();
  });

  it("unfolds a group's links when its title is pressed, and folds them again", async () => {
    const user = userEvent.setup();
    const { drawer } = renderDrawer();
    const netflix = within(drawer).getByRole('link', { name: 'Netflix' });
    expect(netflix).not.toBeVisible();
    await user.click(within(drawer).getByText('Networks'));
    expect(netflix).toBeVisible();
    expect(netflix).toHaveAttribute('href', '/networks/netflix');
    expect(within(drawer).getByRole('link', { name: 'All Networks' })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'Trending Movies' })).not.toBeVisible();
    await user.click(within(drawer).getByText('Networks'));
    expect(netflix).not.toBeVisible();
  });

  it("goes to a group's page and closes", async () => {
    const user = userEvent.setup();
    const { drawer, address } = renderDrawer();
    await user.click(within(drawer).getByText('Series'));
    await user.click(within(drawer).getByRole('link', { name: 'Trending Series' }));
    expect(address).toHaveTextContent('/discover?tab=trending&type=tv');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to a quick link\'s page and closes: "Settings" opens the player settings', async () => {
    const user = userEvent.setup();
    const { drawer, address } = renderDrawer();
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));
    expect(address).toHaveTextContent('/account?tab=player');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stand-in page /account' })).toBeVisible();
  });

  it('closes on its Close button, staying on the page', async () => {
    const user = userEvent.setup();
    const { drawer, address } = renderDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderDrawer();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the dark theme on and off, the drawer staying open', async () => {
    const user = userEvent.setup();
    const { drawer } = renderDrawer();
    const toggle = within(drawer).getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(drawer).toBeInTheDocument();
  });
});
