/**
 * The bar over the top of the picture: close, the title (the dialog's label), and the server
 * picker. It fades with the controls.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import type { ComponentProps } from 'react';
import { ControlButton } from './player-control-button';
import { ServerMenu } from './player-menus';
import { Icon } from '~/components/ui/icon';

export interface PlayerTopBarProps {
  media: PlayerMediaInfo;
  isVisible: boolean;
  onClose: () => void;
  serverMenu: ComponentProps<typeof ServerMenu>;
}

/** @returns the episode line under a show's title, e.g. 'S1 E3 · Pilot' */
function describeEpisode(media: PlayerMediaInfo): string | null {
  if (media.type !== 'show') return null;
  const numbers = `S${media.seasonNumber} E${media.episodeNumber}`;
  return media.episodeTitle === '' ? numbers : `${numbers} · ${media.episodeTitle}`;
}

/** Close, title, server picker. */
export function PlayerTopBar({ media, isVisible, onClose, serverMenu }: PlayerTopBarProps) {
  const episode = describeEpisode(media);
  return (
    <div
      className={`absolute inset-x-0 top-0 z-10 flex items-center gap-2 bg-gradient-to-b from-black/80 to-transparent px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-6 transition-opacity duration-300 tablet:px-4 ${
        isVisible ? 'opacity-100' : 'opacity-0 pointer-coarse:pointer-events-none'
      }`}
    >
      <ControlButton data-testid="player-close" label="Close player" onClick={onClose}>
        <Icon name="x" className="size-6" />
      </ControlButton>
      <div className="min-w-0 flex-1">
        <Dialog.Title className="truncate text-base font-semibold tablet:text-lg">
          {media.title}
          {episode === null ? null : <span className="sr-only">, {episode}</span>}
        </Dialog.Title>
        {episode === null ? null : (
          <p aria-hidden="true" className="truncate text-sm text-white/75">
            {episode}
          </p>
        )}
      </div>
      <ServerMenu {...serverMenu} />
    </div>
  );
}
