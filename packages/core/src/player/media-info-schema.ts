/**
 * What the player knows about the title it plays (spec section 3, "Player media info"): a movie,
 * or an episode of a show with its season and episode, keyed like the watch history ('s1e3').
 */
import { z } from 'zod';
import { tmdbIdSchema } from '../media/fields-schema';
import { EPISODE_KEY_PATTERN, parseEpisodeKey } from '../watch-history/episode-key';

const titleSchema = z.string().trim().min(1).max(500);

const movieMediaInfoSchema = z.object({
  id: tmdbIdSchema,
  type: z.literal('movie'),
  title: titleSchema,
  /** release year; null when the catalogue has no date */
  year: z.number().int().min(1800).max(9999).nullable(),
  /** poster image path or URL; null when there is none */
  poster: z.string().max(2048).nullable(),
});

const showMediaInfoSchema = movieMediaInfoSchema
  .extend({
    type: z.literal('show'),
    /** the season's own TMDB id */
    seasonId: tmdbIdSchema,
    /** 0 for specials */
    seasonNumber: z.number().int().nonnegative(),
    seasonTitle: z.string().max(500),
    /** 's{seasonNumber}e{episodeNumber}', e.g. 's1e3' */
    episodeId: z.string().regex(EPISODE_KEY_PATTERN),
    episodeNumber: z.number().int().nonnegative(),
    episodeTitle: z.string().max(500),
    /** the series' original language (TMDB `original_language`, e.g. 'ja'), when known */
    originalLanguage: z.string().trim().min(1).max(20).optional(),
  })
  .refine(
    (info) => {
      const key = parseEpisodeKey(info.episodeId);
      return key?.season === info.seasonNumber && key.episode === info.episodeNumber;
    },
    {
      message: 'episodeId must be s{seasonNumber}e{episodeNumber}',
      path: ['episodeId'],
    },
  );

/** The player's media info: a movie, or a show's episode (type 'show'). */
export const playerMediaInfoSchema = z.discriminatedUnion('type', [
  movieMediaInfoSchema,
  showMediaInfoSchema,
]);

export type PlayerMediaInfo = z.infer<typeof playerMediaInfoSchema>;
export type MoviePlayerMediaInfo = Extract<PlayerMediaInfo, { type: 'movie' }>;
export type EpisodePlayerMediaInfo = Extract<PlayerMediaInfo, { type: 'show' }>;
