/**
 * Which caption shows: at first the first English caption when subtitles are on (none when
 * off), again for each new stream; the user's choice from the panel; 'c' turning subtitles off,
 * or on with the chosen caption (else English, else the first).
 */
import { pickCaptionToShow, pickInitialCaptionId } from '@reelhouse/core/player/caption-choice';
import type { Caption, Stream } from '@reelhouse/core/player/source-schema';
import type { DisplayCue } from '@reelhouse/core/subtitles/cues';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { useState } from 'react';
import { useCaptionCues } from './captions/use-caption-cues';
import { useSubtitleSettings } from './captions/use-subtitle-settings';

export interface CaptionChoice {
  captions: Caption[];
  selectedId: string | null;
  select: (id: string | null) => void;
  /** the 'c' key */
  toggle: () => void;
  settings: SubtitleSettings;
  setSettings: (next: SubtitleSettings) => void;
  /** the shown caption's cues (none while subtitles are off) */
  cues: DisplayCue[];
}

const NO_CAPTIONS: Caption[] = [];

/** @param stream the stream playing now (null when there is none) */
export function useCaptionChoice(stream: Stream | null): CaptionChoice {
  const [settings, setSettings] = useSubtitleSettings();
  const captions = stream?.captions ?? NO_CAPTIONS;
  const [choice, setChoice] = useState(() => ({
    stream,
    id: pickInitialCaptionId(captions, settings.visible),
  }));
  const selectedId =
    choice.stream === stream ? choice.id : pickInitialCaptionId(captions, settings.visible);
  const selected = captions.find((caption) => caption.id === selectedId) ?? null;
  const { cues } = useCaptionCues(settings.visible ? selected : null);

  const select = (id: string | null) => setChoice({ stream, id });
  const toggle = () => {
    if (settings.visible && selected !== null) {
      setSettings({ ...settings, visible: false });
      return;
    }
    const id = selected?.id ?? pickCaptionToShow(captions);
    if (id === null) return;
    select(id);
    setSettings({ ...settings, visible: true });
  };

  return { captions, selectedId, select, toggle, settings, setSettings, cues };
}
