/**
 * The seek preview's sprite track: fetched once per address, parsed by core thumbnail-track,
 * the first sprite images warmed up so the first hover shows a picture. No track, or one that
 * fails, leaves the preview with the time only.
 */
import { parseThumbnailTrack, type ThumbnailCue } from '@reelhouse/core/player/thumbnail-track';
import { useEffect, useState } from 'react';
import { requestCaptionText } from './captions/caption-request';

const tracks = new Map<string, Promise<ThumbnailCue[]>>();
const MAX_KEPT_TRACKS = 4;
const MAX_WARMED_IMAGES = 3;

function loadTrack(url: string): Promise<ThumbnailCue[]> {
  const known = tracks.get(url);
  if (known !== undefined) return known;
  const loading = requestCaptionText(url, new AbortController().signal).then((text) =>
    parseThumbnailTrack(text, url),
  );
  loading.catch(() => tracks.delete(url));
  tracks.set(url, loading);
  for (const old of [...tracks.keys()].slice(0, Math.max(0, tracks.size - MAX_KEPT_TRACKS))) {
    tracks.delete(old);
  }
  return loading;
}

function warmImages(cues: readonly ThumbnailCue[]): void {
  const urls = [...new Set(cues.map((cue) => cue.url))].slice(0, MAX_WARMED_IMAGES);
  for (const url of urls) new Image().src = url;
}

/** @returns the cues of the stream's sprite track, or null (none, loading, or failed) */
export function useThumbnailTrack(url: string | undefined): ThumbnailCue[] | null {
  const [loaded, setLoaded] = useState<{ url: string; cues: ThumbnailCue[] } | null>(null);
  useEffect(() => {
    if (url === undefined) return;
    let isCurrent = true;
    loadTrack(url).then(
      (cues) => {
        if (!isCurrent) return;
        warmImages(cues);
        setLoaded({ url, cues });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return loaded !== null && loaded.url === url && loaded.cues.length > 0 ? loaded.cues : null;
}
