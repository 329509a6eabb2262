/**
 * The download dialog's links (spec section 7): a file stream gives one link per quality named
 * 'Title-{host}.{type}' (episodes 'Title.SxxEyy-{host}.{type}') plus its captions; an HLS stream
 * gives a link to the helper page `/download` with the 24-hour payload {url, name, expires}.
 */
import { buildDownloadFileName, sanitizeFileNamePart } from '@reelhouse/core/downloads/file-name';
import { buildHlsDownloadPayload } from '@reelhouse/core/downloads/hls-download-link';
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import {
  getQualityLabel,
  getQualityRank,
  QUALITY_KEYS,
  type QualityKey,
} from '@reelhouse/core/player/quality';
import type { Caption, Stream } from '@reelhouse/core/player/source-schema';
import type { FoundSource } from '../player-types';

/** Path of the HLS download helper page. */
export const DOWNLOAD_HELPER_PATH = '/download';

export interface DownloadLink {
  kind: 'file' | 'caption' | 'hls';
  /** e.g. '720p (MP4)', 'Subtitles: en (VTT)', 'HLS stream: save with ffmpeg' */
  label: string;
  href: string;
  /** the `download` attribute (file and caption links), else null */
  fileName: string | null;
}

export interface DownloadStreamView {
  key: string;
  /** the stream's label, else 'Stream N' */
  title: string;
  /** e.g. the generated-sample notice */
  notice: string | null;
  links: DownloadLink[];
}

interface NameParts {
  title: string;
  host: string;
  episode: { seasonNumber: number; episodeNumber: number } | null;
}

function nameParts(source: FoundSource, media: PlayerMediaInfo): NameParts {
  return {
    title: media.title,
    host: source.providerId,
    episode:
      media.type === 'show'
        ? { seasonNumber: media.seasonNumber, episodeNumber: media.episodeNumber }
        : null,
  };
}

function qualityLinks(stream: Extract<Stream, { type: 'file' }>, parts: NameParts): DownloadLink[] {
  const keys = QUALITY_KEYS.filter((key): key is QualityKey => stream.qualities[key] !== undefined);
  keys.sort((a, b) => getQualityRank(getQualityLabel(b)) - getQualityRank(getQualityLabel(a)));
  return keys.flatMap((key) => {
    const file = stream.qualities[key];
    if (file === undefined) return [];
    return [
      {
        kind: 'file' as const,
        label: `${getQualityLabel(key)} (${file.type.toUpperCase()})`,
        href: file.url,
        fileName: buildDownloadFileName({ ...parts, type: file.type }),
      },
    ];
  });
}

function captionLink(caption: Caption, parts: NameParts): DownloadLink {
  const base = buildDownloadFileName({ ...parts, type: '' });
  const language = sanitizeFileNamePart(caption.language).replace(/ /g, '-');
  return {
    kind: 'caption',
    label: `Subtitles: ${caption.language} (${caption.type.toUpperCase()})`,
    href: caption.url,
    fileName: `${base}${language ? `.${language}` : ''}.${caption.type}`,
  };
}

/**
 * @param origin the page's origin, to make a same-site playlist path absolute for the helper
 * @param nowMs ms since the epoch: the helper link expires 24 h later
 * @returns the href of the helper page for an HLS playlist
 */
export function buildHlsHelperHref(
  playlist: string,
  name: string,
  origin: string,
  nowMs: number,
): string {
  const url = new URL(playlist, origin).href;
  const payload = buildHlsDownloadPayload(url, name, nowMs);
  return `${DOWNLOAD_HELPER_PATH}?data=${encodeURIComponent(payload)}`;
}

/** @returns the dialog's streams with their links, in the provider's order */
export function buildDownloadStreams(
  source: FoundSource,
  media: PlayerMediaInfo,
  origin: string,
  nowMs: number,
): DownloadStreamView[] {
  const parts = nameParts(source, media);
  return source.streams.map((stream, index) => {
    const main =
      stream.type === 'file'
        ? qualityLinks(stream, parts)
        : [
            {
              kind: 'hls' as const,
              label: 'HLS stream: save with ffmpeg',
              href: buildHlsHelperHref(
                stream.playlist,
                buildDownloadFileName({ ...parts, type: '' }),
                origin,
                nowMs,
              ),
              fileName: null,
            },
          ];
    return {
      key: `${String(index)}-${stream.id ?? stream.type}`,
      title: stream.label ?? `Stream ${String(index + 1)}`,
      notice: stream.notice ?? null,
      links: [...main, ...stream.captions.map((caption) => captionLink(caption, parts))],
    };
  });
}
