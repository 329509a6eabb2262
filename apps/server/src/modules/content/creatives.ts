/**
 * Ad creatives and modal images: a file of the content folder's `ad-media/` (written
 * `/ad-media/<file>`) or, for ads, an http(s) address the server downloads. Either is checked
 * against the ad specs (core `checkAdCreative`: GIF ≤ 5 MB, JPG or PNG ≤ 3 MB), stored by hash and
 * served by us: an animated GIF as is (it keeps moving), anything else through `/api/img`.
 */
import {
  AD_MAX_GIF_BYTES,
  AD_MAX_STATIC_BYTES,
  checkAdCreative,
} from '@reelhouse/core/site-content/ad-specs';
import path from 'node:path';
import { MEDIA_FOLDER, readBytes, readContentFile, type ContentFolders } from './content-files';
import { probeImage, type MediaFile, type MediaStore } from './media-store';

/** Where stored media are served as is (an animated GIF), and what `/api/img` reads as `src`. */
export const MEDIA_PATH_PREFIX = '/content-media/';
/** The width a static creative is asked for at most (a wide banner at twice its CSS size). */
export const STATIC_CREATIVE_MAX_WIDTH = 1456;

const LOCAL_PREFIX = `/${MEDIA_FOLDER}/`;

export type MediaOutcome = { ok: true; media: MediaFile } | { ok: false; problem: string };

/** Whether a reference names a file of `ad-media/` (rather than an address elsewhere). */
export function isLocalMediaRef(ref: string): boolean {
  return ref.startsWith(LOCAL_PREFIX);
}

/** The URL pages use for a stored image. */
export function getServedMediaUrl(media: MediaFile): string {
  if (media.animated) return `${MEDIA_PATH_PREFIX}${media.name}`;
  const width = Math.min(media.width ?? STATIC_CREATIVE_MAX_WIDTH, STATIC_CREATIVE_MAX_WIDTH);
  const params = new URLSearchParams({
    src: `${MEDIA_PATH_PREFIX}${media.name}`,
    w: String(width),
  });
  return `/api/img?${params.toString()}`;
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Checks bytes against the ad specs and stores them.
 * @param label how problems name the file, e.g. 'ad-media/banner.gif' or the address
 */
export async function storeCreative(
  bytes: Uint8Array,
  label: string,
  store: MediaStore,
): Promise<MediaOutcome> {
  const probe = await probeImage(bytes);
  if (!probe.ok) {
    const what = probe.format ? `a ${probe.format.toUpperCase()} file` : 'not an image';
    return { ok: false, problem: `${label} is ${what}; a creative is a GIF, JPG or PNG` };
  }
  const check = checkAdCreative(probe.format, bytes.byteLength);
  if (!check.ok) {
    const limit = probe.format === 'gif' ? AD_MAX_GIF_BYTES : AD_MAX_STATIC_BYTES;
    const kind = probe.format === 'gif' ? 'a GIF' : 'a JPG or PNG';
    return {
      ok: false,
      problem: `${label} is ${formatMegabytes(bytes.byteLength)}; ${kind} may be at most ${formatMegabytes(limit)}`,
    };
  }
  return { ok: true, media: await store.put(bytes, probe) };
}

/** Reads `/ad-media/<file>` from the content folder (or the shipped one) and stores it. */
export async function loadLocalMedia(
  ref: string,
  folders: ContentFolders,
  store: MediaStore,
): Promise<MediaOutcome> {
  let name: string;
  try {
    name = decodeURIComponent(ref.slice(LOCAL_PREFIX.length));
  } catch {
    name = '';
  }
  if (name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name)) {
    return { ok: false, problem: `Expected /${MEDIA_FOLDER}/<file name>, got "${ref}"` };
  }
  const relative = path.join(MEDIA_FOLDER, name);
  const read = await readContentFile(folders, relative, readBytes);
  if (!read.ok) return { ok: false, problem: read.problem };
  if (!read.found)
    return { ok: false, problem: `no file ${MEDIA_FOLDER}/${name} in the content folder` };
  return storeCreative(new Uint8Array(read.found.content), `${MEDIA_FOLDER}/${name}`, store);
}
