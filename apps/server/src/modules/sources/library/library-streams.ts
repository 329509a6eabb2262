/**
 * Turns a video found in a media root into the streams the player gets: its HLS rendition first
 * (when there is one), then one file stream with every quality, both with the captions, the
 * seek-preview sprite and, for generated sample clips, the notice saying so.
 */
import { QUALITY_KEYS, type QualityKey } from '@reelhouse/core/player/quality';
import { SAMPLE_CLIP_NOTICE } from '@reelhouse/core/player/source-events';
import type { Caption, Stream, StreamFile } from '@reelhouse/core/player/source-schema';
import type { FourKUnlock } from '../source-provider';
import { isFourKQuality } from './library-4k';
import type { LibraryVideo } from './library-index';
import { buildMediaUrl, type MediaRoot } from './media-root';

/** Label of the HLS stream in the 'Available Streams' prompt. */
export const HLS_STREAM_LABEL = 'Adaptive (HLS)';

/** Label of the file stream in the 'Available Streams' prompt. */
export const FILE_STREAM_LABEL = 'Direct file';

function joinRelative(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

/** A caption's id: its name after the video's base ('en.vtt'), unique within the video. */
function getCaptionId(base: string, name: string): string {
  const id = name.startsWith(`${base}.`) ? name.slice(base.length + 1) : name;
  return id.slice(-200);
}

/**
 * Builds the streams of one video.
 * @param root the root the video was found in (its id starts every address)
 * @param isSample the title's sidecar marks it as a generated sample clip
 * @param fourK the searching user's 4K unlock: without it, 4K files are left out
 * @returns the HLS stream (if any), then the file stream (if the video has files); the file
 *   stream comes first when it carries a 4K file the user unlocked, so the player they start
 *   offers 4K in its quality menu (HLS levels of 2160p are served to no one, decision 0024)
 */
export function buildLibraryStreams(
  root: MediaRoot,
  video: LibraryVideo,
  isSample: boolean,
  fourK?: FourKUnlock,
): Stream[] {
  const url = (name: string) => buildMediaUrl(root.id, joinRelative(video.folder, name));
  const captions: Caption[] = video.captions.map((caption) => ({
    id: getCaptionId(video.base, caption.name),
    language: caption.language,
    url: url(caption.name),
    type: caption.type,
  }));
  const extras = {
    ...(video.thumbnails === null ? {} : { thumbnails: url(video.thumbnails) }),
    ...(isSample ? { notice: SAMPLE_CLIP_NOTICE } : {}),
  };
  const streams: Stream[] = [];
  if (video.hlsPlaylist !== null) {
    streams.push({
      id: `${root.id}-hls`,
      type: 'hls',
      playlist: url(video.hlsPlaylist),
      captions,
      label: HLS_STREAM_LABEL,
      ...extras,
    });
  }
  const qualities: Partial<Record<QualityKey, StreamFile>> = {};
  for (const quality of QUALITY_KEYS) {
    const file = video.files[quality];
    if (file === undefined) continue;
    if (!isFourKQuality(quality)) {
      qualities[quality] = { url: url(file.name), type: file.type };
    } else if (fourK !== undefined) {
      // Only for the user whose own 4K token came with the search (decision 0024).
      const query = fourK.mediaQuery(root.id, joinRelative(video.folder, file.name));
      qualities[quality] = { url: url(file.name) + query, type: file.type };
    }
  }
  if (Object.keys(qualities).length > 0) {
    const hasFourK = Object.keys(qualities).some((quality) =>
      isFourKQuality(quality as QualityKey),
    );
    streams[hasFourK ? 'unshift' : 'push']({
      id: `${root.id}-file`,
      type: 'file',
      qualities,
      captions: captions.map((caption) => ({ ...caption })),
      label: FILE_STREAM_LABEL,
      ...extras,
    });
  }
  return streams;
}
