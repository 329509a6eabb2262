/**
 * The player's side of its memory per series: what the series remembers as an episode starts
 * (subtitles, audio, quality; each load asks afresh) and the recording of the viewer's choices in
 * the menus. Movies remember nothing. The rules are core `player/series-memory`.
 */
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import {
  findSeriesChoices,
  pickAudioTrack,
  pickRememberedQuality,
  type SeriesPlayerChoices,
} from '@reelhouse/core/player/series-memory';
import { useState } from 'react';
import { readSeriesMemoryNow, rememberForSeries } from '~/lib/series-memory-store';
import type { EngineChoices } from './use-player-engine';

export interface SeriesChoices {
  /** what the series remembered when this playback started; null for a movie or nothing yet */
  remembered: SeriesPlayerChoices | null;
  /** the quality and audio track an engine starts with, from what the series remembers now */
  getEngineChoices: () => EngineChoices;
  /** records a choice the viewer made (nothing for a movie) */
  record: (choice: SeriesPlayerChoices) => void;
}

function readChoices(media: PlayerMediaInfo): SeriesPlayerChoices | null {
  return media.type === 'show' ? findSeriesChoices(readSeriesMemoryNow(), media.id) : null;
}

/** @param media the title playing; only a series' episodes remember */
export function useSeriesChoices(media: PlayerMediaInfo): SeriesChoices {
  const [remembered] = useState(() => readChoices(media));
  const originalLanguage = media.type === 'show' ? media.originalLanguage : undefined;
  return {
    remembered,
    getEngineChoices: () => {
      const choices = readChoices(media);
      return {
        pickQuality: (labels) => pickRememberedQuality(labels, choices),
        pickAudioTrack: (tracks) => pickAudioTrack(tracks, choices, originalLanguage),
      };
    },
    record: (choice) => {
      if (media.type === 'show') rememberForSeries(media.id, media.title, choice);
    },
  };
}
