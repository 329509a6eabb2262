import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { InfoModalSlot } from './info-modal-slot';

const NEWS = {
  id: 'news-1',
  title: 'New servers',
  content: 'Two new servers are up.\nPick one in the player.',
};

function Page() {
  return (
    <>
      <Link to="/" state={{ infoModal: { id: 'news-2', title: 'Maintenance tonight' } }}>
        Read the notice
      </Link>
      <InfoModalSlot />
    </>
  );
}

beforeAll(async () => {
  // The dialog's code loads on demand; loading it once up front keeps the tests' waits short.
  await import('./info-modal-dialog');
});

function renderWithState(state: unknown) {
  return renderRoute(<Page />, { path: '/', url: { pathname: '/', state } });
}

describe('the info modal', () => {
  it('shows the modal of the navigation state as a dialog: its title, and its text as description', async () => {
    renderWithState({ infoModal: NEWS });
    const dialog = await screen.findByRole('dialog', { name: 'New servers' });
    // The text keeps its line break (shown with whitespace: pre-line).
    expect(dialog).toHaveAccessibleDescription('Two new servers are up.\nPick one in the player.');
    await waitFor(() => {
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
  });

  it('closes on its Close button', async () => {
    const user = userEvent.setup();
    renderWithState({ infoModal: NEWS });
    const dialog = await screen.findByRole('dialog', { name: 'New servers' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(dialog).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithState({ infoModal: NEWS });
    await screen.findByRole('dialog', { name: 'New servers' });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows a modal with a title only, without a description', async () => {
    renderWithState({ infoModal: { id: 7, title: 'Just a title' } });
    const dialog = await screen.findByRole('dialog', { name: 'Just a title' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });

  it('shows nothing for a modal without a title', async () => {
    renderWithState({ infoModal: { id: 'news-3' } });
    // The dialog's code loads on demand: give it the time it would need to appear.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the notice' })).toBeVisible();
  });

  it('opens the modal a link hands over in its navigation state', async () => {
    const user = userEvent.setup();
    renderWithState(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Read the notice' }));
    expect(await screen.findByRole('dialog', { name: 'Maintenance tonight' })).toBeVisible();
  });
});
