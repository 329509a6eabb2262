/**
 * Streams from a Jellyfin item's first media source: direct play of the file (when the browser can
 * play its container), Jellyfin's HLS transcode (when the server offers one), and subtitles the
 * server delivers as files. The user's token rides in the `ApiKey` parameter of these URLs, which
 * go back only to that same user.
 */
import { pickCaptionFormat } from '@reelhouse/core/subtitles/caption-format';
import type { Caption, Stream } from '@reelhouse/core/player/source-schema';
import type { JellyfinMediaSource } from './jellyfin-client';

type ContainerType = 'mp4' | 'webm' | 'mkv';

const CONTAINER_TYPES: Readonly<Record<string, ContainerType>> = {
  mp4: 'mp4',
  m4v: 'mp4',
  webm: 'webm',
  mkv: 'mkv',
  matroska: 'mkv',
};

/**
 * The file type of a container as Jellyfin names it ('mp4', 'mkv', or ffprobe's lists such as
 * 'mov,mp4,m4a,3gp,3g2,mj2'); undefined when the player cannot take it as a file.
 */
export function getContainerType(container: string | null | undefined): ContainerType | undefined {
  for (const name of (container ?? '').toLowerCase().split(',')) {
    const type = CONTAINER_TYPES[name.trim()];
    if (type !== undefined) return type;
  }
  return undefined;
}

/**
 * An absolute URL on the user's server for a path Jellyfin gave (`/videos/…`), with the token as
 * `ApiKey` (the legacy `api_key` removed). Absolute URLs are kept only on the server's own origin.
 */
export function toServerUrl(base: string, reference: string, token: string): string | undefined {
  let url: URL;
  try {
    url =
      reference.startsWith('/') && !reference.startsWith('//')
        ? new URL(`${base}${reference}`)
        : new URL(reference);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(base).origin) return undefined;
  url.searchParams.delete('api_key');
  url.searchParams.set('ApiKey', token);
  return url.href;
}

function pickCaptions(source: JellyfinMediaSource, base: string, token: string): Caption[] {
  return (source.MediaStreams ?? []).flatMap((stream): Caption[] => {
    if (stream.Type !== 'Subtitle' || !stream.DeliveryUrl) return [];
    const url = toServerUrl(base, stream.DeliveryUrl, token);
    const type = url === undefined ? null : pickCaptionFormat({ url });
    if (url === undefined || type === null) return [];
    const named = [stream.Language, stream.DisplayTitle].map((value) => value?.trim());
    const language = named.find((value) => value !== undefined && value !== '') ?? 'Unknown';
    return [{ id: `jellyfin-${source.Id}-${stream.Index}`, language, url, type }];
  });
}

/**
 * The streams of one media source: a file stream ('original') when the container is MP4, WebM or
 * MKV, and an HLS stream when Jellyfin gave a transcoding URL; both carry the subtitles.
 */
export function buildJellyfinStreams(
  source: JellyfinMediaSource,
  options: { base: string; itemId: string; token: string },
): Stream[] {
  const { base, itemId, token } = options;
  const captions = pickCaptions(source, base, token);
  const streams: Stream[] = [];
  const type = getContainerType(source.Container);
  if (type !== undefined) {
    const query = new URLSearchParams({ static: 'true', mediaSourceId: source.Id, ApiKey: token });
    streams.push({
      id: `jellyfin-${source.Id}`,
      type: 'file',
      qualities: { original: { url: `${base}/Videos/${itemId}/stream?${query.toString()}`, type } },
      captions,
      label: 'Jellyfin',
    });
  }
  const playlist = source.TranscodingUrl
    ? toServerUrl(base, source.TranscodingUrl, token)
    : undefined;
  if (playlist !== undefined) {
    streams.push({
      id: `jellyfin-${source.Id}-hls`,
      type: 'hls',
      playlist,
      captions,
      label: 'Jellyfin (HLS)',
    });
  }
  return streams;
}
