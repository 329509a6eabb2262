/**
 * Where a `/media/<root>/<path>` request points on disk, refusing anything that could leave the
 * root: empty, '.' or '..' segments, dot-files, NUL bytes, backslashes, and symbolic links whose
 * real path lies outside the root's real path.
 */
import { realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';

/** Longest relative path accepted, in characters. */
export const MAX_MEDIA_PATH_LENGTH = 4096;

/** Longest file or folder name accepted, in characters. */
const MAX_SEGMENT_LENGTH = 255;

/**
 * @param relativePath the decoded path after the root id, '/'-separated
 * @returns its segments, or null when any of them is not a plain visible name
 */
export function splitMediaPath(relativePath: string): string[] | null {
  if (relativePath.length === 0 || relativePath.length > MAX_MEDIA_PATH_LENGTH) return null;
  const segments = relativePath.split('/');
  const isPlain = (segment: string) =>
    segment.length > 0 &&
    segment.length <= MAX_SEGMENT_LENGTH &&
    !segment.startsWith('.') &&
    !segment.includes('\\') &&
    !segment.includes('\0');
  return segments.every(isPlain) ? segments : null;
}

/**
 * Resolves a requested path inside a root to its real path.
 * @param rootDir the root folder (absolute)
 * @param relativePath the decoded path after the root id
 * @returns the real path of the target, or null when the path is refused, does not exist, or its
 *   real path is not inside the root's
 */
export async function resolveMediaPath(
  rootDir: string,
  relativePath: string,
): Promise<string | null> {
  const segments = splitMediaPath(relativePath);
  if (segments === null) return null;
  try {
    const [rootReal, targetReal] = await Promise.all([
      realpath(rootDir),
      realpath(join(rootDir, ...segments)),
    ]);
    return targetReal.startsWith(rootReal + sep) ? targetReal : null;
  } catch {
    return null;
  }
}
