/**
 * The content folder's layout and how a file is found: in the operator's folder (CONTENT_DIR),
 * else in the shipped one, so an operator writes only the files they change.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SitePageSlug } from '@reelhouse/web/load-context';

export const CONTENT_FILES = {
  infoModals: 'info-modals.json',
  infoBoxes: 'info-boxes.json',
  ads: 'ads.json',
  donationAddresses: 'donation-addresses.json',
  donationStats: 'donation-stats.json',
  partners: 'partners.json',
} as const;

/** Markdown pages live here, `<slug>.md` each. */
export const PAGES_FOLDER = 'pages';
/** Ad creatives (and modal images), written `/ad-media/<file>` in the JSON files. */
export const MEDIA_FOLDER = 'ad-media';

export const SITE_PAGE_SLUGS: readonly SitePageSlug[] = [
  'faq',
  'dmca',
  'disclaimer',
  'terms',
  'privacy',
  'partners',
  'partners-submit',
  'donate',
  'ads',
  'advertise',
  '4k',
];

export interface ContentFolders {
  /** the operator's folder (CONTENT_DIR), or the shipped one */
  dir: string;
  /** the shipped folder, where a file the operator's folder lacks is read */
  defaultsDir: string;
}

/** A file read, under the name its problems are reported with. */
export interface ContentFile<T> {
  /** e.g. '/srv/content/ads.json' */
  file: string;
  content: T;
}

export type ReadResult<T> =
  { ok: true; found: ContentFile<T> | null } | { ok: false; problem: string };

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

async function readFrom<T>(
  file: string,
  read: (file: string) => Promise<T>,
): Promise<ReadResult<T> | null> {
  try {
    return { ok: true, found: { file, content: await read(file) } };
  } catch (error) {
    if (isMissing(error)) return null;
    const code = (error as NodeJS.ErrnoException | null)?.code ?? String(error);
    return { ok: false, problem: `${file}: cannot be read (${code})` };
  }
}

/**
 * Reads `relative` from the operator's folder, else from the shipped one.
 * @returns found: null when neither has the file; a problem when it exists but cannot be read
 */
export async function readContentFile<T>(
  folders: ContentFolders,
  relative: string,
  read: (file: string) => Promise<T>,
): Promise<ReadResult<T>> {
  const own = await readFrom(path.join(folders.dir, relative), read);
  if (own) return own;
  if (path.resolve(folders.dir) === path.resolve(folders.defaultsDir)) {
    return { ok: true, found: null };
  }
  return (
    (await readFrom(path.join(folders.defaultsDir, relative), read)) ?? { ok: true, found: null }
  );
}

export const readText = (file: string) => readFile(file, 'utf8');
export const readBytes = (file: string) => readFile(file);
