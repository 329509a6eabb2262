import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { FloatingMenu } from './floating-menu';

const CHAT = 'https://chat.example.org/invite';
const MESSAGING = 'https://t.example.org/group';

function renderMenu(urls: { chatUrl?: string; messagingUrl?: string } = {}) {
  // The menu belongs to the site shell: it stays on screen from page to page.
  renderRoute(<h1>Home</h1>, {
    path: '/',
    shell: (
      <FloatingMenu chatUrl={urls.chatUrl ?? CHAT} messagingUrl={urls.messagingUrl ?? MESSAGING} />
    ),
  });
  return screen.getByRole('button', { name: 'Open quick menu' });
}

/** Scrolls the page and waits past the menu's scroll debounce (50 ms). */
async function scrollTo(top: number) {
  await act(async () => {
    window.scrollTo(0, top);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 120));
  });
}

afterEach(() => {
  window.scrollTo(0, 0);
  document.documentElement.classList.remove('dark');
});

describe('the floating menu', () => {
  it('shows the chat link and the closed menu button at the top of the page', () => {
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Join our community chat' })).toHaveAttribute(
      'href',
      CHAT,
    );
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Join our messaging group' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bookmarks' })).not.toBeInTheDocument();
  });

  it('opens on its button: the dark-mode switch and the four links, the button renamed "Close quick menu"', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    expect(trigger).toHaveAccessibleName('Close quick menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The panel's code arrives with the first press.
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account', 'Categories', 'Bookmarks', 'Netflix & Others']);
  });

  it('goes to the chosen page and closes', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    await user.click(await screen.findByRole('link', { name: 'Bookmarks' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in page /bookmarks' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Bookmarks' })).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName('Open quick menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape, focus back on its button', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.click(trigger);
    expect(await screen.findByRole('dialog')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleName('Open quick menu');
  });

  it('switches dark mode on and off from the menu', async () => {
    const user = userEvent.setup();
    await user.click(renderMenu());
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    const wasDark = toggle.getAttribute('aria-checked') === 'true';
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', String(!wasDark));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', String(wasDark));
  });

  it('turns the chat icon into "Scroll to top" past 500 px, and adds the messaging link past 550 px', async () => {
    renderMenu();
    await scrollTo(520);
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join our community chat' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Join our messaging group' }),
    ).not.toBeInTheDocument();
    await scrollTo(600);
    expect(screen.getByRole('link', { name: 'Join our messaging group' })).toHaveAttribute(
      'href',
      MESSAGING,
    );
    await scrollTo(0);
    expect(screen.getByRole('link', { name: 'Join our community chat' })).toBeVisible();
  });

  it('shows no chat link when the site has none', () => {
    renderRoute(<FloatingMenu chatUrl={undefined} messagingUrl={undefined} />, { path: '/' });
    expect(screen.getByRole('button', { name: 'Open quick menu' })).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
