/**
 * Content folders for tests: a temporary operator folder and a temporary "shipped" one, files
 * written into them, small images made with sharp, and a loader or module over them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLogger, type Logger } from '../../observability/logger';
import { createContentLoader, type ContentLoader } from './content-loader';
import type { DownloadCreative } from './creative-download';
import type { PagePlaceholders } from './markdown-page';
import { createMediaStore, type MediaStore } from './media-store';

export interface TestContentFolders {
  /** the operator's folder (CONTENT_DIR) */
  dir: string;
  /** the shipped defaults */
  defaultsDir: string;
  /** DATA_DIR */
  dataDir: string;
  /** Writes a file of the operator's folder (objects as JSON). */
  write(relative: string, content: string | Uint8Array | object): Promise<void>;
  /** Writes a file of the shipped folder. */
  writeDefault(relative: string, content: string | Uint8Array | object): Promise<void>;
  dispose(): Promise<void>;
}

async function writeInto(root: string, relative: string, content: string | Uint8Array | object) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  const data =
    typeof content === 'string' || content instanceof Uint8Array
      ? content
      : JSON.stringify(content, null, 2);
  await writeFile(file, data);
}

export async function createTestContentFolders(): Promise<TestContentFolders> {
  const root = await mkdtemp(path.join(tmpdir(), 'reelhouse-content-'));
  const dir = path.join(root, 'content');
  const defaultsDir = path.join(root, 'shipped');
  const dataDir = path.join(root, 'data');
  await Promise.all([mkdir(dir), mkdir(defaultsDir), mkdir(dataDir)]);
  return {
    dir,
    defaultsDir,
    dataDir,
    write: (relative, content) => writeInto(dir, relative, content),
    writeDefault: (relative, content) => writeInto(defaultsDir, relative, content),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

/** A page file with front matter. */
export function pageSource(title: string, description: string, body: string): string {
  return `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}\n`;
}

export function makePng(width = 16, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c02040' } })
    .png()
    .toBuffer();
}

export async function makeAnimatedGif(width = 16, height = 8): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#0000ff'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

export const noDownloads: DownloadCreative = (url) =>
  Promise.reject(new Error(`no download expected in this test (${url})`));

export interface TestLoaderOptions {
  placeholders?: Partial<PagePlaceholders>;
  download?: DownloadCreative;
  logger?: Logger;
}

/** A loader over the test folders, with its media store. */
export function createTestLoader(
  folders: TestContentFolders,
  options: TestLoaderOptions = {},
): { loader: ContentLoader; store: MediaStore } {
  const store = createMediaStore(path.join(folders.dataDir, 'content-media'));
  const loader = createContentLoader({
    folders: { dir: folders.dir, defaultsDir: folders.defaultsDir },
    placeholders: { supportEmail: undefined, chatUrl: undefined, ...options.placeholders },
    store,
    download: options.download ?? noDownloads,
    logger: options.logger ?? createLogger('silent'),
  });
  return { loader, store };
}
