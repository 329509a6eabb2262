import * as Dialog from '@radix-ui/react-dialog';
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlayerTopBar, type PlayerTopBarProps } from './player-top-bar';
import { LOST_EPISODE, SINTEL_MOVIE } from './player-media.test-support';

const MOVIE = SINTEL_MOVIE;
const EPISODE = LOST_EPISODE;

/** The bar as the player holds it: inside the player's dialog, which the bar's title names. */
function renderTopBar(media: PlayerMediaInfo, overrides: Partial<PlayerTopBarProps> = {}) {
  const props: PlayerTopBarProps = {
    media,
    isVisible: true,
    onClose: vi.fn(),
    serverMenu: {
      container: document.body,
      onOpenChange: vi.fn(),
      providers: [
        { id: 'alpha', name: 'Alpha' },
        { id: 'beta', name: 'Beta' },
      ],
      currentId: 'alpha',
      busyId: null,
      onChoose: vi.fn(),
    },
    ...overrides,
  };
  const user = userEvent.setup();
  render(
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Content aria-describedby={undefined}>
          <PlayerTopBar {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>,
  );
  return { user, props };
}

/**
 * The accessible name of an episode's player. happy-dom gives elements no default `display`, so
 * the name computation takes the visually hidden span for a block and puts a space before its
 * comma ('Lost , S1 E3'); a browser reads 'Lost, S1 E3'. Both are accepted, nothing else.
 */
function nameOf(expected: string): RegExp {
  const [title = '', rest = ''] = expected.split(/(?=, )/);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(title)} ?${escape(rest)}$`);
}

describe('the player top bar', () => {
  it("names the player after a movie's title, with no episode line", () => {
    renderTopBar(MOVIE);
    const dialog = screen.getByRole('dialog', { name: 'Sintel' });
    expect(within(dialog).getByRole('heading', { name: 'Sintel' })).toHaveTextContent(/^Sintel$/);
    expect(within(dialog).queryByText(/^S\d+ E\d+/)).not.toBeInTheDocument();
  });

  it('names an episode "Title, S1 E3 · Episode title" and shows that line under the title', () => {
    renderTopBar(EPISODE);
    const dialog = screen.getByRole('dialog', { name: nameOf('Lost, S1 E3 · Tabula Rasa') });
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/^Lost, S1 E3 · Tabula Rasa$/);
    // The line is for the eye; the title already says it to a screen reader.
    const line = within(dialog).getByText('S1 E3 · Tabula Rasa');
    expect(line).toBeVisible();
    expect(line).toHaveAttribute('aria-hidden', 'true');
  });

  it('names an episode without a title by its numbers alone', () => {
    renderTopBar({ ...EPISODE, episodeTitle: '' });
    const dialog = screen.getByRole('dialog', { name: nameOf('Lost, S1 E3') });
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/^Lost, S1 E3$/);
    expect(screen.getByText('S1 E3')).toBeVisible();
  });

  it('"Close player" closes the player', async () => {
    const { user, props } = renderTopBar(MOVIE);
    const close = screen.getByRole('button', { name: 'Close player' });
    expect(close).toHaveAttribute('title', 'Close player');
    await user.click(close);
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('names the current server on its button and runs the one chosen', async () => {
    const { user, props } = renderTopBar(MOVIE);
    await user.click(screen.getByRole('button', { name: 'Server: Alpha' }));
    expect(props.serverMenu.onOpenChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('menuitemradio', { name: 'Beta' }));
    expect(props.serverMenu.onChoose).toHaveBeenCalledExactlyOnceWith('beta');
    expect(props.onClose).not.toHaveBeenCalled();
  });
});
