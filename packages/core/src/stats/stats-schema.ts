/**
 * The stats page's data on the wire (spec section 3, "Statistics data"). Unlike the spec's
 * hard-coded sample, ours are aggregates of the site's own events (scope point 5).
 */
import { z } from 'zod';

const count = z.number().int().nonnegative();

export const statisticsSchema = z.object({
  /** total watch time, in seconds */
  totalWatchTime: z.number().nonnegative(),
  totalMoviesWatched: count,
  /** total data transferred, in terabytes (1 TB = 1000 GB) */
  totalDataTransferred: z.number().nonnegative(),
  /** distinct active users over the last day, week and month */
  activeUsers: z.object({ today: count, week: count, month: count }),
  /** server load, in percent */
  serverLoad: z.number().min(0).max(100),
  /** most watched titles; the page ranks them by watches */
  topMovies: z.array(
    z.object({ id: z.number().int().positive(), title: z.string(), watches: count }),
  ),
  /** plays per weekday, in the order the chart shows them */
  watchesByDay: z.array(z.object({ day: z.string().min(1), count })),
  /** month-on-month growth of monthly active users, in percent (may be negative) */
  growthRate: z.number(),
  /** the site's launch day 'YYYY-MM-DD' (read as 00:00 UTC) */
  launchDate: z.iso.date(),
  mostActiveCountries: z.array(z.object({ country: z.string().min(1), users: count })),
});

export type Statistics = z.output<typeof statisticsSchema>;
