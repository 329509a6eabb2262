/**
 * Times as export files write them: ISO 8601 text (Trakt, the movie-web backend) read into ms
 * since the epoch, refused with a clear message when it is not a date.
 */
import { z } from 'zod';

/** An ISO 8601 date and time, as ms since the epoch. */
export const isoTimeSchema = z.string().transform((text, context) => {
  const ms = Date.parse(text);
  if (Number.isFinite(ms)) return ms;
  context.issues.push({
    code: 'custom',
    message: 'Must be a date and time like 2024-05-29T12:00:00.000Z',
    input: text,
  });
  return z.NEVER;
});

/** A moment in ms since the epoch, as movie-web writes them (`Date.now()`). */
export const epochMsSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
