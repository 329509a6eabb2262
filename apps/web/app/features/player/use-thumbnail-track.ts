/**
 * The seek preview's sprite track: fetched once per address, parsed by core thumbnail-track,
 * the first sprite images warmed up so the first hover shows a picture. No track, or one that
 * fails, leaves the preview with the time only.
 */
import { parseThumbnailTrack, type ThumbnailCue } from '@reelhouse/core/player/thumbnail-track';
import { useLatestRequest } from '~/lib/abortable-request';
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

/**
 * The track's request is shared by every player and kept, so it ignores the abort signal (an
 * answer no longer wanted is simply not delivered). A failure gives no answer at all: the preview
 * shows the time only.
 */
function requestTrack(url: string): Promise<ThumbnailCue[]> {
  return loadTrack(url).catch(() => new Promise<never>(() => undefined));
}

/** @returns the cues of the stream's sprite track, or null (none, loading, or failed) */
export function useThumbnailTrack(url: string | undefined): ThumbnailCue[] | null {
  const track = useLatestRequest(url ?? null, requestTrack, { onDone: warmImages });
  return track.status === 'done' && track.value.length > 0 ? track.value : null;
}
