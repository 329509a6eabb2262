/**
 * The optional `reelhouse.json` of a title folder: which TMDB title it is, whether a movie or a
 * show, and whether its files are generated sample clips. A bad sidecar is ignored with a warning.
 */
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import type { Logger } from '../../../observability/logger';

/** File name of the sidecar in a title folder. */
export const SIDECAR_FILE_NAME = 'reelhouse.json';

/** Largest sidecar read, in bytes: it holds a handful of fields. */
const MAX_SIDECAR_BYTES = 64 * 1024;

export const librarySidecarSchema = z.object({
  tmdbId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  type: z.enum(['movie', 'show']),
  imdbId: z
    .string()
    .regex(/^tt\d{5,12}$/)
    .optional(),
  sample: z.boolean().optional(),
});

export type LibrarySidecar = z.infer<typeof librarySidecarSchema>;

/**
 * Reads and validates a sidecar.
 * @param path absolute path of the `reelhouse.json`
 * @param displayPath the path logged in warnings (relative to the media root)
 * @returns the sidecar, or null (warning logged) when it cannot be read, is too big, is not JSON
 *   or does not fit the schema
 */
export async function readLibrarySidecar(
  path: string,
  displayPath: string,
  logger: Logger,
): Promise<LibrarySidecar | null> {
  try {
    const { size } = await stat(path);
    if (size > MAX_SIDECAR_BYTES) {
      logger.warn({ path: displayPath, size }, 'media library: sidecar too big, ignored');
      return null;
    }
    const parsed = librarySidecarSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      }));
      logger.warn({ path: displayPath, issues }, 'media library: bad sidecar ignored');
      return null;
    }
    return parsed.data;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn({ path: displayPath, reason }, 'media library: unreadable sidecar ignored');
    return null;
  }
}
