/**
 * Shapes of the Trakt data export's files we read (verbatim API answers, one JSON list per
 * file): the history, the paused playbacks, the watchlist and the watched movies and shows.
 * Reading them into imports is `trakt.ts`.
 */
import { z } from 'zod';
import { isoTimeSchema } from './time-schema';

/** Trakt writes null for ids it does not know. */
const idsSchema = z.object({
  tmdb: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
});

/** A movie or a show: its title, year and ids. */
const titledSchema = z.object({
  title: z.string().max(500).nullish(),
  year: z.number().int().min(0).max(9999).nullish(),
  ids: idsSchema,
});

export type TraktTitled = z.infer<typeof titledSchema>;

const episodeSchema = z.object({
  season: z.number().int().nonnegative(),
  number: z.number().int().nonnegative(),
  title: z.string().max(500).nullish(),
  ids: idsSchema,
});

export type TraktEpisode = z.infer<typeof episodeSchema>;

const movieFields = { type: z.literal('movie'), movie: titledSchema };
const episodeFields = { type: z.literal('episode'), episode: episodeSchema, show: titledSchema };

/** `watched-history*.json`: one line per play. */
export const traktHistorySchema = z.array(
  z.discriminatedUnion('type', [
    z.object({ watched_at: isoTimeSchema, ...movieFields }),
    z.object({ watched_at: isoTimeSchema, ...episodeFields }),
  ]),
);

/** `watched-playback.json`: playbacks paused part way, `progress` in percent (0–100). */
export const traktPlaybackSchema = z.array(
  z.discriminatedUnion('type', [
    z.object({ progress: z.number().min(0).max(100), paused_at: isoTimeSchema, ...movieFields }),
    z.object({ progress: z.number().min(0).max(100), paused_at: isoTimeSchema, ...episodeFields }),
  ]),
);

/** `lists-watchlist*.json`: a season or an episode listed stands for its show. */
export const traktWatchlistSchema = z.array(
  z.discriminatedUnion('type', [
    z.object({ listed_at: isoTimeSchema, ...movieFields }),
    z.object({
      listed_at: isoTimeSchema,
      type: z.enum(['show', 'season', 'episode']),
      show: titledSchema,
    }),
  ]),
);

/** `watched-movies.json`: each movie once, with its last play. */
export const traktWatchedMoviesSchema = z.array(
  z.object({ last_watched_at: isoTimeSchema.nullish(), movie: titledSchema }),
);

/** `watched-shows.json`: each show once, with the last play of each episode. */
export const traktWatchedShowsSchema = z.array(
  z.object({
    last_watched_at: isoTimeSchema.nullish(),
    show: titledSchema,
    seasons: z
      .array(
        z.object({
          number: z.number().int().nonnegative(),
          episodes: z.array(
            z.object({
              number: z.number().int().nonnegative(),
              last_watched_at: isoTimeSchema.nullish(),
            }),
          ),
        }),
      )
      .default([]),
  }),
);
