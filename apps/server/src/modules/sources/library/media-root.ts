/**
 * A folder of media files our server serves under `/media/<id>/…`: the operator's media folder
 * (`library`) or the generated sample media (`sample`). Both use the media library layout.
 */

/** Ids of the media roots, as they appear in `/media/<id>/…` addresses. */
export const MEDIA_ROOT_IDS = ['library', 'sample'] as const;

export type MediaRootId = (typeof MEDIA_ROOT_IDS)[number];

/** One served media folder. */
export interface MediaRoot {
  id: MediaRootId;
  /** absolute path of the folder (it may not exist yet) */
  dir: string;
}

/**
 * The address our server serves a file of a media root at.
 * @param relativePath the file's path inside the root, '/'-separated ('Film (2008)/Film (2008).mp4')
 * @returns `/media/<rootId>/<each segment URI-encoded>`
 */
export function buildMediaUrl(rootId: MediaRootId, relativePath: string): string {
  const segments = relativePath.split('/').map((segment) => encodeURIComponent(segment));
  return `/media/${rootId}/${segments.join('/')}`;
}
