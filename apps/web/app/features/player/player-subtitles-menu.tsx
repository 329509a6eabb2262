/**
 * The subtitles button and its panel (the captions helper's SubtitlesPanel: Off, each caption,
 * size, colours, background, delay) in a small non-modal dialog above the controls.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { Caption } from '@reelhouse/core/player/source-schema';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { SubtitlesPanel } from './captions/subtitles-panel';
import { ControlButton } from './player-control-button';
import { POPOVER_ATTRIBUTE } from './player-keyboard';
import { Icon } from '~/components/ui/icon';

export interface SubtitlesMenuProps {
  container: HTMLElement | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  captions: Caption[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  settings: SubtitleSettings;
  onSettingsChange: (next: SubtitleSettings) => void;
}

/** The button (captions icon, crossed out while off) and its panel. */
export function SubtitlesMenu(props: SubtitlesMenuProps) {
  const isOn = props.settings.visible && props.selectedId !== null;
  return (
    <Dialog.Root open={props.isOpen} onOpenChange={props.onOpenChange} modal={false}>
      <Dialog.Trigger asChild>
        <ControlButton data-testid="player-subtitles-button" label="Subtitles" data-active={isOn}>
          {isOn ? (
            <Icon name="captions" className="size-5" />
          ) : (
            <Icon name="captions-off" className="size-5" />
          )}
        </ControlButton>
      </Dialog.Trigger>
      <Dialog.Portal container={props.container}>
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="player-subtitles-menu"
          {...{ [POPOVER_ATTRIBUTE]: '' }}
          onOpenAutoFocus={(event) => {
            // Focus the chosen option rather than the first control of the panel.
            const panel = event.currentTarget;
            const checked =
              panel instanceof HTMLElement
                ? panel.querySelector<HTMLElement>('input[type="radio"]:checked')
                : null;
            if (checked !== null) {
              event.preventDefault();
              checked.focus();
            }
          }}
          className="absolute right-2 bottom-28 left-2 z-20 max-h-[calc(100%-9rem)] overflow-y-auto rounded-xl bg-neutral-900/95 p-4 text-white shadow-xl ring-1 ring-white/15 tablet:bottom-24 tablet:left-auto tablet:w-80"
        >
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">Subtitles</Dialog.Title>
            <Dialog.Close asChild>
              <ControlButton label="Close subtitles" className="-mr-2 size-9">
                <Icon name="x" className="size-4" />
              </ControlButton>
            </Dialog.Close>
          </div>
          <SubtitlesPanel
            captions={props.captions}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
            settings={props.settings}
            onSettingsChange={props.onSettingsChange}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
