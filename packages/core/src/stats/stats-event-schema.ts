/**
 * What the player reports for the statistics (decision 0023): a play started or finished (a movie,
 * or an episode counted under its show) with the browser's IANA time zone, and the seconds watched
 * since the last report. No event carries an identifier: no user, session, device or address.
 */
import { z } from 'zod';

/** Seconds one `watch-progress` report may carry: a report a minute, with room for a late one. */
export const MAX_PROGRESS_SECONDS = 300;

/** Events one `POST /api/stats/events` may carry (a player flushes a few at a time). */
export const MAX_EVENTS_PER_BATCH = 20;

const playSchema = {
  /** 'tv' for an episode, counted under its show's TMDB id */
  mediaType: z.enum(['movie', 'tv']),
  tmdbId: z.number().int().positive().max(2_147_483_647),
  /** the browser's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`) */
  timeZone: z.string().min(1).max(64),
};

export const statsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play-started'), ...playSchema }),
  z.strictObject({ type: z.literal('play-finished'), ...playSchema }),
  z.strictObject({
    type: z.literal('watch-progress'),
    /** whole seconds watched since the last report, at most {@link MAX_PROGRESS_SECONDS} */
    seconds: z.number().int().min(1).max(MAX_PROGRESS_SECONDS),
  }),
]);

export type StatsEvent = z.output<typeof statsEventSchema>;

/** The body of `POST /api/stats/events`. */
export const statsEventBatchSchema = z.strictObject({
  events: z.array(statsEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});
