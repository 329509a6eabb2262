/**
 * The contents of the player's subtitles menu: which caption to show (or Off), then how captions
 * look. The player places it in its menu and keeps `selectedId`; settings come from
 * useSubtitleSettings.
 *
 * Choosing keeps `settings.visible` in step: a caption turns subtitles on, Off turns them off (and
 * the next video starts without them). While subtitles are hidden (the 'c' key), Off shows checked.
 */
import type { Caption } from '@reelhouse/core/player/source-schema';
import { buildCaptionOptions } from '@reelhouse/core/subtitles/caption-labels';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { type ReactNode, useId, useMemo } from 'react';
import { SubtitleStyleControls } from './subtitle-style-controls';

export interface SubtitlesPanelProps {
  /** the captions of the playing stream */
  captions: Caption[];
  /** the chosen caption's id, or null for none */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  settings: SubtitleSettings;
  onSettingsChange: (next: SubtitleSettings) => void;
}

function CaptionOption(props: {
  name: string;
  captionId: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label
      data-testid="subtitle-option"
      data-caption-id={props.captionId}
      className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-current/10"
    >
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onChoose}
        className="size-4 shrink-0 accent-brand"
      />
      <span>{props.children}</span>
    </label>
  );
}

export function SubtitlesPanel(props: SubtitlesPanelProps) {
  const { captions, selectedId, onSelect, settings, onSettingsChange } = props;
  const name = useId();
  const options = useMemo(() => buildCaptionOptions(captions), [captions]);
  const shownId = settings.visible ? selectedId : null;

  const choose = (id: string | null) => {
    onSelect(id);
    const visible = id !== null;
    if (settings.visible !== visible) onSettingsChange({ ...settings, visible });
  };

  return (
    <div data-testid="subtitles-panel" className="flex w-full flex-col gap-4 text-sm">
      <fieldset className="m-0 flex flex-col border-0 p-0">
        <legend className="mb-1 p-0 font-medium">Subtitles</legend>
        <CaptionOption
          name={name}
          captionId=""
          checked={shownId === null}
          onChoose={() => choose(null)}
        >
          Off
        </CaptionOption>
        {options.map((option) => (
          <CaptionOption
            key={option.id}
            name={name}
            captionId={option.id}
            checked={shownId === option.id}
            onChoose={() => choose(option.id)}
          >
            {option.label}
          </CaptionOption>
        ))}
        {options.length === 0 ? (
          <p className="m-0 px-2 pt-1 text-xs opacity-70">No subtitles for this video.</p>
        ) : null}
      </fieldset>
      <SubtitleStyleControls settings={settings} onSettingsChange={onSettingsChange} />
    </div>
  );
}
