/**
 * 'Available Streams' (spec section 4, "Source change"): when a server answers with several
 * streams, the user picks one; each is named by its label or its type, with its qualities.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import type { Stream } from '@reelhouse/core/player/source-schema';
import { getStreamDetail, getStreamLabel } from '@reelhouse/core/player/stream-label';
import { ControlButton } from './player-control-button';
import { POPOVER_ATTRIBUTE } from './player-keyboard';
import { Icon } from '~/components/ui/icon';

export interface StreamsPromptProps {
  container: HTMLElement | null;
  /** the server's name, under the heading */
  providerName: string;
  /** null keeps the prompt closed */
  streams: Stream[] | null;
  onChoose: (index: number) => void;
  onCancel: () => void;
}

/** A modal prompt inside the player, open while `streams` is not null. */
export function StreamsPrompt(props: StreamsPromptProps) {
  const streams = props.streams ?? [];
  return (
    <Dialog.Root
      open={props.streams !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onCancel();
      }}
    >
      <Dialog.Portal container={props.container}>
        <Dialog.Overlay className="absolute inset-0 z-30 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="player-streams-prompt"
          {...{ [POPOVER_ATTRIBUTE]: '' }}
          className="absolute top-1/2 left-1/2 z-30 max-h-[80%] w-[min(24rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-neutral-900 p-4 text-white shadow-xl ring-1 ring-white/15"
        >
          <div className="flex items-center justify-between gap-2">
            <div>
              <Dialog.Title className="text-lg font-semibold">
                {PLAYER_MESSAGES.availableStreams}
              </Dialog.Title>
              <p className="text-sm text-white/70">{props.providerName}</p>
            </div>
            <Dialog.Close asChild>
              <ControlButton label="Cancel">
                <Icon name="x" className="size-5" />
              </ControlButton>
            </Dialog.Close>
          </div>
          <ul className="mt-3 flex flex-col gap-2">
            {streams.map((stream, index) => (
              <li key={stream.id ?? index}>
                <button
                  type="button"
                  data-testid="player-stream-option"
                  onClick={() => props.onChoose(index)}
                  className="flex min-h-11 w-full flex-col items-start rounded-lg bg-white/10 px-4 py-2 text-left hover:bg-white/20"
                >
                  <span className="font-medium">{getStreamLabel(stream, index + 1)}</span>
                  <span className="text-xs text-white/70">{getStreamDetail(stream)}</span>
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
