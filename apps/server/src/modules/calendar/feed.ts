/**
 * A signed-in user's private calendar feed (iCalendar, RFC 5545): an unguessable token in the
 * address, one all-day event per episode of the series the account follows (synced bookmarks of
 * series and shows with synced progress, overridden by its Follow choices) from 7 days ago to 90
 * days ahead, each with a stable UID
 * and the episode page as its URL. Only the token's SHA-256 is stored; making a new link replaces
 * the old one, which stops working at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { calendarWindow, type CalendarEpisode } from '@reelhouse/core/calendar/calendar';
import { dateInTimeZone } from '@reelhouse/core/calendar/calendar-dates';
import { choicesById } from '@reelhouse/core/calendar/follow-choices';
import { listFollowedSeries } from '@reelhouse/core/calendar/followed-series';
import { formatCalendarEpisode } from '@reelhouse/core/calendar/texts';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import { buildEpisodePath } from '@reelhouse/core/slug/media-path';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { BookmarkSyncRepository } from '../sync/bookmark-repository';
import type { ProgressSyncRepository } from '../sync/progress-repository';
import { readAccountLists } from '../sync/account-lists';
import { CatalogueUnavailableError } from '../catalogue/catalogue';
import type { CalendarService } from './calendar-service';
import type { CalendarFeedRepository } from './feed-repository';
import type { FollowChoiceRepository } from './follow-repository';

/** Series one feed covers at most (the API's limit too). */
const MAX_FEED_SERIES = 60;
/** A feed token: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CALENDAR_FEED_NAME = 'Reelhouse: new episodes';

export interface CalendarFeeds {
  /** Makes a new feed token for the user (the old one stops working). @returns the token */
  create(userId: string): Promise<{ token: string; createdAt: number }>;
  findCreatedAt(userId: string): Promise<number | null>;
  remove(userId: string): Promise<void>;
  /**
   * The feed of the token's user, or null for a token nobody has.
   * @param siteOrigin where the episode pages are, e.g. 'https://reelhouse.example'
   */
  render(token: string, siteOrigin: string): Promise<string | null>;
}

export interface CalendarFeedsDeps {
  repository: CalendarFeedRepository;
  /** the account's Follow / Unfollow choices, which override its bookmarks and progress */
  follows: FollowChoiceRepository;
  bookmarks: BookmarkSyncRepository;
  progress: ProgressSyncRepository;
  calendar: CalendarService;
  now: () => number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The series the account follows, most recently watched first. */
async function followedByAccount(deps: CalendarFeedsDeps, userId: string): Promise<number[]> {
  const [lists, choices] = await Promise.all([
    readAccountLists(deps, userId),
    deps.follows.list(userId),
  ]);
  const historyItems: Record<string, { type: 'movie' | 'show'; updatedAt: number }> = {};
  for (const title of lists.watched) {
    if (title.mediaType === 'tv')
      historyItems[String(title.id)] = { type: 'show', updatedAt: title.at };
  }
  return listFollowedSeries({
    bookmarks: lists.bookmarks,
    historyItems,
    choices: choicesById(choices),
  }).slice(0, MAX_FEED_SERIES);
}

function eventOf(episode: CalendarEpisode, siteOrigin: string, host: string) {
  const id = toTmdbId(episode.seriesId);
  const path =
    id === null
      ? '/calendar'
      : buildEpisodePath(id, episode.seriesName, episode.seasonNumber, episode.episodeNumber);
  return {
    id: `${String(episode.seriesId)}-s${String(episode.seasonNumber)}e${String(episode.episodeNumber)}@${host}`,
    // Noon UTC: the date is the same whatever zone a library formats it in.
    start: new Date(`${episode.airDate}T12:00:00Z`),
    allDay: true,
    summary: `${episode.seriesName} · ${formatCalendarEpisode(episode.seasonNumber, episode.episodeNumber, episode.name)}`,
    url: `${siteOrigin}${path}`,
  };
}

export function createCalendarFeeds(deps: CalendarFeedsDeps): CalendarFeeds {
  return {
    async create(userId) {
      const token = randomBytes(32).toString('base64url');
      const createdAt = deps.now();
      await deps.repository.replace(userId, hashToken(token), createdAt);
      return { token, createdAt };
    },
    findCreatedAt: (userId) => deps.repository.findCreatedAt(userId),
    remove: (userId) => deps.repository.remove(userId),
    async render(token, siteOrigin) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const userId = await deps.repository.findUserId(hashToken(token));
      if (userId === null) return null;
      const series = await followedByAccount(deps, userId);
      const now = deps.now();
      // A feed has no visitor's zone: its window is around today in UTC (all-day dates).
      const dates = calendarWindow(dateInTimeZone(now, 'UTC'));
      const answer = series.length === 0 ? null : await deps.calendar.episodesFor(series, dates);
      // A calendar app replaces its events with the feed's: a feed missing a series would take
      // its episodes off the visitor's calendar for hours. Failing keeps what the app had.
      if ((answer?.unavailable ?? []).length > 0) {
        throw new CatalogueUnavailableError('Some followed series could not be read');
      }
      const calendar = ical({
        name: CALENDAR_FEED_NAME,
        prodId: { company: 'Reelhouse', product: 'calendar', language: 'EN' },
        method: ICalCalendarMethod.PUBLISH,
        ttl: 6 * 60 * 60,
      });
      const host = new URL(siteOrigin).host;
      for (const episode of answer?.episodes ?? []) {
        calendar.createEvent({ ...eventOf(episode, siteOrigin, host), stamp: new Date(now) });
      }
      return calendar.toString();
    },
  };
}
