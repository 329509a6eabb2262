/**
 * The player's choice menus (Radix dropdown menus, portalled into the player so they show in
 * fullscreen): speed, quality ('Auto' and each level, the current one checked), audio (when the
 * source has several tracks) and server.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { PLAYBACK_SPEEDS } from '@reelhouse/core/player/playback';
import { AUTO_QUALITY } from '@reelhouse/core/player/quality-menu';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import type { ReactNode } from 'react';
import type { AudioMenuState, QualityMenuState } from './engine-types';
import { ControlButton } from './player-control-button';
import { Icon } from '~/components/ui/icon';

interface ChoiceMenuProps {
  /** where the menu is portalled (the player's root) */
  container: HTMLElement | null;
  trigger: ReactNode;
  heading: string;
  value: string;
  onValueChange: (value: string) => void;
  onOpenChange: (isOpen: boolean) => void;
  items: { value: string; label: string; detail?: string; disabled?: boolean }[];
  itemTestId: string;
}

function ChoiceMenu(props: ChoiceMenuProps) {
  return (
    <DropdownMenu.Root onOpenChange={props.onOpenChange}>
      <DropdownMenu.Trigger asChild>{props.trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal container={props.container}>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-20 max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] min-w-44 overflow-y-auto rounded-lg bg-neutral-900/95 p-1 text-sm text-white shadow-xl ring-1 ring-white/15"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-white/70 uppercase">
            {props.heading}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={props.value} onValueChange={props.onValueChange}>
            {props.items.map((item) => (
              <DropdownMenu.RadioItem
                key={item.value}
                value={item.value}
                disabled={item.disabled === true}
                data-testid={props.itemTestId}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md py-2 pr-3 pl-8 outline-none select-none data-disabled:opacity-50 data-highlighted:bg-white/15 relative"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                  <Icon name="check" className="size-4" />
                </DropdownMenu.ItemIndicator>
                <span>{item.label}</span>
                {item.detail === undefined ? null : (
                  <span aria-hidden="true" className="ml-auto pl-3 text-xs text-white/60">
                    {item.detail}
                  </span>
                )}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** '1x' for normal speed, '1.25x' for the others. */
export function formatSpeed(speed: number): string {
  return `${speed}x`;
}

interface MenuBase {
  container: HTMLElement | null;
  onOpenChange: (isOpen: boolean) => void;
}

/** The eight speeds, the current one checked. */
export function SpeedMenu(
  props: MenuBase & { speed: number; onSpeedChange: (speed: number) => void },
) {
  return (
    <ChoiceMenu
      container={props.container}
      onOpenChange={props.onOpenChange}
      heading="Speed"
      value={String(props.speed)}
      onValueChange={(value) => props.onSpeedChange(Number(value))}
      items={PLAYBACK_SPEEDS.map((speed) => ({
        value: String(speed),
        label: speed === 1 ? 'Normal' : formatSpeed(speed),
      }))}
      itemTestId="player-speed-option"
      trigger={
        <ControlButton
          data-testid="player-speed-button"
          label={`Speed: ${formatSpeed(props.speed)}`}
        >
          <Icon name="gauge" className="size-5" />
        </ControlButton>
      }
    />
  );
}

/** 'Auto' and each quality, highest first; the button names what plays now. */
export function QualityMenu(
  props: MenuBase & { quality: QualityMenuState; onSelect: (id: string) => void },
) {
  const { quality } = props;
  const chosen = quality.options.find((option) => option.id === quality.selected);
  const shown =
    chosen?.label ?? (quality.activeLabel === null ? 'Auto' : `Auto (${quality.activeLabel})`);
  return (
    <ChoiceMenu
      container={props.container}
      onOpenChange={props.onOpenChange}
      heading="Quality"
      value={quality.selected}
      onValueChange={props.onSelect}
      items={[
        { value: AUTO_QUALITY, label: 'Auto' },
        ...quality.options.map((option) => ({ value: option.id, label: option.label })),
      ]}
      itemTestId="player-quality-option"
      trigger={
        <ControlButton data-testid="player-quality-button" label={`Quality: ${shown}`}>
          <Icon name="settings-2" className="size-5" />
        </ControlButton>
      }
    />
  );
}

/** The source's audio tracks, the playing one checked; nothing with fewer than two. */
export function AudioMenu(
  props: MenuBase & { audio: AudioMenuState; onSelect: (id: string) => void },
) {
  const { audio } = props;
  if (audio.tracks.length < 2) return null;
  const playing = audio.tracks.find((track) => track.id === audio.selected);
  return (
    <ChoiceMenu
      container={props.container}
      onOpenChange={props.onOpenChange}
      heading="Audio"
      value={audio.selected ?? ''}
      onValueChange={props.onSelect}
      items={audio.tracks.map((track) => ({ value: track.id, label: track.label }))}
      itemTestId="player-audio-option"
      trigger={
        <ControlButton
          data-testid="player-audio-button"
          label={playing === undefined ? 'Audio' : `Audio: ${playing.label}`}
        >
          <Icon name="audio-lines" className="size-5" />
        </ControlButton>
      }
    />
  );
}

/** Every provider; choosing one runs it (see use-server-picker). */
export function ServerMenu(
  props: MenuBase & {
    providers: SourceProviderInfo[];
    currentId: string;
    /** the provider being asked right now, or null */
    busyId: string | null;
    onChoose: (providerId: string) => void;
  },
) {
  const current = props.providers.find((provider) => provider.id === props.currentId);
  return (
    <ChoiceMenu
      container={props.container}
      onOpenChange={props.onOpenChange}
      heading="Server"
      value={props.currentId}
      onValueChange={props.onChoose}
      items={props.providers.map((provider) => ({
        value: provider.id,
        label: provider.name,
        ...(provider.id === props.busyId ? { detail: 'Loading…' } : {}),
        disabled: props.busyId !== null,
      }))}
      itemTestId="player-server-option"
      trigger={
        <ControlButton
          data-testid="player-server-button"
          label={`Server: ${current?.name ?? 'choose'}`}
        >
          {props.busyId === null ? (
            <Icon name="server" className="size-5" />
          ) : (
            <Icon name="loader-circle" className="size-5 animate-spin" />
          )}
        </ControlButton>
      }
    />
  );
}
