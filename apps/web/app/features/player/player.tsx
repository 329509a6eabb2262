/**
 * The in-browser player (spec section 2, "Player"), loaded on demand: a full-viewport modal
 * dialog (focus trapped inside and given back on close, Escape and the close button close it)
 * holding one playback session. A new title, episode or source from the watch flow starts a new
 * session inside the same dialog, so fullscreen survives the move to the next episode.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { PlayerSession } from './player-session';
import type { PlayerProps } from './player-types';

/** Changes when the watch flow hands over something else to play. */
function getSessionKey(props: PlayerProps): string {
  const { media, source, streamIndex } = props;
  const stream = source.streams[streamIndex];
  let address = '';
  if (stream?.type === 'hls') address = stream.playlist;
  else if (stream !== undefined) address = Object.values(stream.qualities)[0]?.url ?? '';
  const episode = media.type === 'show' ? media.episodeId : '';
  return [media.type, media.id, episode, source.providerId, streamIndex, address].join('|');
}

export default function Player(props: PlayerProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const { onClose } = props;
  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          ref={setRoot}
          aria-modal="true"
          aria-describedby={undefined}
          data-testid="player-dialog"
          onOpenAutoFocus={(event) => {
            // Focus the player itself, so the shortcuts work at once and no button looks chosen.
            event.preventDefault();
            if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
          }}
          className="fixed inset-0 z-50 bg-black text-white outline-none"
        >
          <PlayerSession key={getSessionKey(props)} {...props} root={root} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
