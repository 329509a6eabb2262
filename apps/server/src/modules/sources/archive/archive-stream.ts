/**
 * Turns an Internet Archive item into a file stream: its MP4 derivatives by quality (preferring
 * the archive's 'h.264 IA' encodes), its .srt/.vtt captions, and links to the archive's download
 * URLs. We only link; nothing is proxied or copied.
 */
import { LANGUAGE_NAMES } from '@reelhouse/core/slug/languages';
import type { Caption, FileStream, StreamFile } from '@reelhouse/core/player/source-schema';
import type { QualityKey } from '@reelhouse/core/player/quality';
import type { ArchiveFile, ArchiveItem } from './archive-item';

/** Lower is better; formats not listed are not offered. */
const FORMAT_RANK: Readonly<Record<string, number>> = {
  'h.264 ia': 0,
  'h.264': 1,
  mpeg4: 1,
  '512kb mpeg4': 2,
};

/** The player's quality key for a video height in pixels; unknown height → 'original'. */
export function getQualityKeyForHeight(height: number | undefined): QualityKey {
  if (height === undefined) return 'original';
  if (height >= 2160) return '4k';
  if (height >= 1080) return '1080';
  if (height >= 720) return '720';
  if (height >= 480) return '480';
  return '360';
}

/** Three-letter codes common in archive file names ('film_eng.srt'). */
const THREE_LETTER_CODES = new Set(
  ['eng', 'fre', 'fra', 'ger', 'deu', 'spa', 'ita', 'por', 'rus', 'jpn', 'chi', 'zho'].concat([
    'dut',
    'nld',
    'swe',
    'dan',
    'nor',
    'fin',
    'pol',
    'cze',
    'ces',
    'hun',
    'gre',
    'tur',
    'ara',
  ]),
);
const NAMES_BY_LOWER = new Map(
  Object.values(LANGUAGE_NAMES).map((name) => [name.toLowerCase(), name] as const),
);

/**
 * A caption's language from its file name: `film.en.srt` → 'en' (any 2–3 letters after a dot,
 * as in our media library), `film_english.srt` → 'English', `film_eng.srt` → 'eng',
 * `film-fr.vtt` → 'fr' (after '_' or '-' only known codes and names count, so `the_end.srt`
 * is not read as a language). Otherwise the item's own language metadata, else 'Unknown' —
 * we do not guess English for a file that does not say.
 */
export function getCaptionLanguage(fileName: string, itemLanguage: string | undefined): string {
  const base = (fileName.split('/').pop() ?? fileName).replace(/\.[^.]+$/, '');
  const dotted = /\.([A-Za-z]{2,3})$/.exec(base)?.[1];
  if (dotted !== undefined) return dotted.toLowerCase();
  const token = /[_-]([A-Za-z]+)$/.exec(base)?.[1]?.toLowerCase();
  if (token !== undefined) {
    const name = NAMES_BY_LOWER.get(token);
    if (name !== undefined) return name;
    if (token.length === 2 && Object.hasOwn(LANGUAGE_NAMES, token)) return token;
    if (THREE_LETTER_CODES.has(token)) return token;
  }
  return itemLanguage ?? 'Unknown';
}

/** `{downloadBase}/{identifier}/{name}`, each path segment encoded. */
export function buildArchiveDownloadUrl(
  downloadBase: string,
  identifier: string,
  name: string,
): string {
  const path = name.split('/').map(encodeURIComponent).join('/');
  return `${downloadBase}/${encodeURIComponent(identifier)}/${path}`;
}

function formatRank(file: ArchiveFile): number | undefined {
  if (!file.name.toLowerCase().endsWith('.mp4')) return undefined;
  return FORMAT_RANK[(file.format ?? '').trim().toLowerCase()];
}

/** For each quality, the best-ranked MP4 (then the larger one). */
function pickVideos(files: readonly ArchiveFile[]): Map<QualityKey, ArchiveFile> {
  const best = new Map<QualityKey, { file: ArchiveFile; rank: number }>();
  for (const file of files) {
    const rank = formatRank(file);
    if (rank === undefined) continue;
    const key = getQualityKeyForHeight(file.height);
    const current = best.get(key);
    const isBetter =
      current === undefined ||
      rank < current.rank ||
      (rank === current.rank && (file.size ?? 0) > (current.file.size ?? 0));
    if (isBetter) best.set(key, { file, rank });
  }
  return new Map([...best].map(([key, { file }]) => [key, file]));
}

function pickCaptions(item: ArchiveItem, downloadBase: string): Caption[] {
  return item.files.flatMap((file): Caption[] => {
    const type = /\.(srt|vtt)$/i.exec(file.name)?.[1]?.toLowerCase();
    if (type !== 'srt' && type !== 'vtt') return [];
    return [
      {
        id: `archive-${item.identifier}-${file.name}`.slice(0, 200),
        language: getCaptionLanguage(file.name, item.language),
        url: buildArchiveDownloadUrl(downloadBase, item.identifier, file.name),
        type,
      },
    ];
  });
}

/**
 * The item's file stream, or null when it has no MP4 we offer.
 * @param downloadBase e.g. 'https://archive.org/download'
 * @param notice the licence line shown under the video
 */
export function buildArchiveStream(
  item: ArchiveItem,
  downloadBase: string,
  notice: string,
): FileStream | null {
  const videos = pickVideos(item.files);
  if (videos.size === 0) return null;
  const qualities: Partial<Record<QualityKey, StreamFile>> = {};
  for (const [key, file] of videos) {
    qualities[key] = {
      url: buildArchiveDownloadUrl(downloadBase, item.identifier, file.name),
      type: 'mp4',
    };
  }
  return {
    id: `archive-${item.identifier}`.slice(0, 200),
    type: 'file',
    qualities,
    captions: pickCaptions(item, downloadBase),
    label: 'Internet Archive',
    notice,
  };
}
