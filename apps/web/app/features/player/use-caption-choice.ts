/**
 * Which caption shows: at first what the series remembers (a language, or off), else the first
 * English caption when subtitles are on (none when off), again for each new stream; the user's
 * choice from the panel; 'c' turning subtitles off, or on with the chosen caption (else English,
 * else the first). The user's choices are recorded for the series.
 */
import { pickCaptionToShow, pickInitialCaptionId } from '@reelhouse/core/player/caption-choice';
import {
  pickRememberedCaption,
  SUBTITLES_OFF,
  toLanguageKey,
  type SeriesPlayerChoices,
} from '@reelhouse/core/player/series-memory';
import type { Caption, Stream } from '@reelhouse/core/player/source-schema';
import type { DisplayCue } from '@reelhouse/core/subtitles/cues';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { useEffect, useRef, useState } from 'react';
import { useCaptionCues } from './captions/use-caption-cues';
import { useSubtitleSettings } from './captions/use-subtitle-settings';
import type { SeriesChoices } from './use-series-choices';

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

/**
 * @returns the caption to start with, and whether subtitles show: the series' memory when it
 *   names off or a language the stream has, else the default (null visibility: unchanged)
 */
function pickStart(
  captions: readonly Caption[],
  remembered: SeriesPlayerChoices | null,
  isVisible: boolean,
): { id: string | null; visible: boolean | null } {
  const choice = pickRememberedCaption(captions, remembered);
  if (choice === SUBTITLES_OFF) return { id: null, visible: false };
  const caption = choice === null ? undefined : captions[choice];
  if (caption !== undefined) return { id: caption.id, visible: true };
  return { id: pickInitialCaptionId(captions, isVisible), visible: null };
}

/**
 * @param stream the stream playing now (null when there is none)
 * @param series what the series remembers, and where the user's choices are recorded
 */
export function useCaptionChoice(
  stream: Stream | null,
  series: Pick<SeriesChoices, 'remembered' | 'record'>,
): CaptionChoice {
  const [settings, setSettings] = useSubtitleSettings();
  const captions = stream?.captions ?? NO_CAPTIONS;
  const { remembered, record } = series;
  const [choice, setChoice] = useState(() => ({
    stream,
    id: pickStart(captions, remembered, settings.visible).id,
  }));
  const start = pickStart(captions, remembered, settings.visible);
  const selectedId = choice.stream === stream ? choice.id : start.id;
  const selected = captions.find((caption) => caption.id === selectedId) ?? null;
  const { cues } = useCaptionCues(settings.visible ? selected : null);

  // A remembered choice turns subtitles on or off as choosing it in the panel does; once per
  // stream, as later changes are the user's own.
  const startVisible = start.visible;
  const appliedToRef = useRef<Stream | null | undefined>(undefined);
  useEffect(() => {
    if (appliedToRef.current === stream) return;
    appliedToRef.current = stream;
    if (startVisible !== null && startVisible !== settings.visible) {
      setSettings({ ...settings, visible: startVisible });
    }
  }, [stream, startVisible, settings, setSettings]);

  const recordCaption = (id: string | null) => {
    const caption = captions.find((each) => each.id === id);
    record({ subtitles: caption === undefined ? SUBTITLES_OFF : toLanguageKey(caption.language) });
  };
  const select = (id: string | null) => {
    setChoice({ stream, id });
    recordCaption(id);
  };
  const toggle = () => {
    if (settings.visible && selected !== null) {
      setSettings({ ...settings, visible: false });
      recordCaption(null);
      return;
    }
    const id = selected?.id ?? pickCaptionToShow(captions);
    if (id === null) return;
    select(id);
    setSettings({ ...settings, visible: true });
  };

  return { captions, selectedId, select, toggle, settings, setSettings, cues };
}
