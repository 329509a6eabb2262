/**
 * The images the content folder publishes (ad creatives, modal images), copied under DATA_DIR by
 * the hash of their bytes. Served URLs carry the hash, so they are cached for a year and a changed
 * file gets a new URL; a file that changes in the content folder after loading never changes what
 * an old URL answers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';

export type MediaFormat = 'gif' | 'jpg' | 'png';

/** One stored image, as the loader probed it. */
export interface MediaFile {
  /** '<hash>.<ext>': its name in the store and in served URLs */
  name: string;
  format: MediaFormat;
  contentType: string;
  /** more than one frame (a GIF that moves): served as is, so it keeps moving */
  animated: boolean;
  sizeBytes: number;
  width: number | undefined;
  height: number | undefined;
}

export type ProbeResult =
  | { ok: true; format: MediaFormat; animated: boolean; width?: number; height?: number }
  | { ok: false; reason: 'not-an-image' | 'unsupported-format'; format?: string };

const CONTENT_TYPES: Record<MediaFormat, string> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** What the bytes are (never what the file name says), read from the header only. */
export async function probeImage(bytes: Uint8Array): Promise<ProbeResult> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  const format = metadata.format === 'jpeg' ? 'jpg' : metadata.format;
  if (format !== 'gif' && format !== 'jpg' && format !== 'png') {
    return { ok: false, reason: 'unsupported-format', format };
  }
  return {
    ok: true,
    format,
    animated: (metadata.pages ?? 1) > 1,
    width: metadata.width,
    height: metadata.height,
  };
}

/** Names served media: `/content-media/<name>`. */
export const MEDIA_NAME = /^[a-f0-9]{32}\.(gif|jpg|png)$/;

export interface MediaStore {
  /** Stores probed bytes (once per content) and describes them. */
  put(bytes: Uint8Array, probe: ProbeResult & { ok: true }): Promise<MediaFile>;
  /** @returns the bytes of a stored name, or null */
  read(name: string): Promise<Uint8Array | null>;
  /** Removes stored files not in `keep` and older than `minAgeMs` (other instances may use them). */
  prune(keep: ReadonlySet<string>, minAgeMs: number, now: number): Promise<void>;
}

export function createMediaStore(directory: string): MediaStore {
  return {
    async put(bytes, probe) {
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const name = `${hash}.${probe.format}`;
      const file = path.join(directory, name);
      const exists = await stat(file).then(
        (found) => found.size === bytes.byteLength,
        () => false,
      );
      if (!exists) {
        await mkdir(directory, { recursive: true });
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      }
      return {
        name,
        format: probe.format,
        contentType: CONTENT_TYPES[probe.format],
        animated: probe.animated,
        sizeBytes: bytes.byteLength,
        width: probe.width,
        height: probe.height,
      };
    },
    async read(name) {
      if (!MEDIA_NAME.test(name)) return null;
      try {
        return new Uint8Array(await readFile(path.join(directory, name)));
      } catch {
        return null;
      }
    },
    async prune(keep, minAgeMs, now) {
      let names: string[];
      try {
        names = await readdir(directory);
      } catch {
        return;
      }
      for (const name of names) {
        if (keep.has(name)) continue;
        const file = path.join(directory, name);
        const found = await stat(file).catch(() => null);
        if (found && now - found.mtimeMs > minAgeMs) await rm(file, { force: true });
      }
    },
  };
}
