/**
 * The library's 4K renditions (decision 0024): files named `… - 2160p` (or `… - 4K`, with or
 * without HDR) beside a title's other renditions. They are offered and served only to a signed-in
 * user presenting their own 4K personal token.
 */
import type { QualityKey } from '@reelhouse/core/player/quality';
import type { LibraryIndex, LibraryVideo } from './library-index';
import { parseQualitySuffix } from './library-naming';

/** The quality keys a 4K token unlocks. */
export const FOUR_K_QUALITIES: readonly QualityKey[] = ['4k', '4k-hdr'];

export function isFourKQuality(quality: QualityKey): boolean {
  return FOUR_K_QUALITIES.includes(quality);
}

const FOUR_K_LEVEL = /^(2160p|4k)([\s._-]?hdr)?$/i;

/**
 * Whether a file under a media root is a 4K rendition, by its name alone (so `/media` can gate it
 * without a scan): a video file whose stem ends in a 4K quality suffix, or any file of a 2160p
 * level folder inside an HLS rendition.
 * @param relativePath the file's '/'-separated path inside the root
 */
export function isFourKMediaPath(relativePath: string): boolean {
  const segments = relativePath.split('/');
  // A 2160p level of an HLS rendition (`<base>.hls/2160p/…`) is 4K too.
  const hls = segments.findIndex((segment) => segment.toLowerCase().endsWith('.hls'));
  if (hls !== -1 && segments.slice(hls + 1, -1).some((segment) => FOUR_K_LEVEL.test(segment))) {
    return true;
  }
  const name = segments.at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return false;
  return isFourKQuality(parseQualitySuffix(name.slice(0, dot)).quality);
}

/** Whether a playlist's variant URI points into a 4K level folder ('2160p/index.m3u8'). */
function isFourKVariantUri(uri: string): boolean {
  const path = uri.split(/[?#]/)[0] ?? '';
  return path
    .split('/')
    .slice(0, -1)
    .some((segment) => FOUR_K_LEVEL.test(segment));
}

/**
 * A master playlist without its 4K levels: each `#EXT-X-STREAM-INF` whose URI is in a 2160p
 * level folder goes with its URI, as does an `#EXT-X-I-FRAME-STREAM-INF` naming one. Until
 * master playlists are rewritten per user, HLS offers no 4K level to anyone (decision 0024), so no
 * player picks a level it would be refused.
 * @returns the playlist, or null when it has no 4K level (serve the file as it is)
 */
export function dropFourKVariants(playlist: string): string | null {
  const lines = playlist.split('\n');
  const kept: string[] = [];
  let dropped = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.startsWith('#EXT-X-STREAM-INF')) {
      let next = i + 1;
      while (next < lines.length && /^\s*$|^#(?!EXT)/.test(lines[next] ?? '')) next += 1;
      if (isFourKVariantUri((lines[next] ?? '').trim())) {
        dropped = true;
        i = next;
        continue;
      }
    } else if (line.startsWith('#EXT-X-I-FRAME-STREAM-INF')) {
      const uri = /URI="([^"]*)"/.exec(line)?.[1] ?? '';
      if (isFourKVariantUri(uri)) {
        dropped = true;
        continue;
      }
    }
    kept.push(line);
  }
  return dropped ? kept.join('\n') : null;
}

/** One title with 4K renditions, as the token check lists it. */
export interface FourKTitle {
  type: 'movie' | 'show';
  title: string;
  year: number | null;
  tmdbId: string | null;
  /** how many of its videos (1 for a film, its episodes for a show) have a 4K rendition */
  videos: number;
}

function hasFourK(video: LibraryVideo): boolean {
  return FOUR_K_QUALITIES.some((quality) => video.files[quality] !== undefined);
}

/** Every title of the indexes with at least one 4K rendition, in index order, each once. */
export function listFourKTitles(indexes: readonly LibraryIndex[]): FourKTitle[] {
  const titles: FourKTitle[] = [];
  for (const index of indexes) {
    for (const title of index.titles) {
      const videos =
        title.type === 'movie'
          ? Number(hasFourK(title.video))
          : [...title.episodes.values()].filter(hasFourK).length;
      if (videos === 0) continue;
      titles.push({
        type: title.type,
        title: title.title,
        year: title.year,
        tmdbId: title.tmdbId,
        videos,
      });
    }
  }
  return titles;
}
