/**
 * Row types of every table, as Kysely sees them. Timestamps are milliseconds since the epoch
 * (bigint columns read back as numbers on both dialects).
 */
import type { Generated } from 'kysely';

export interface ErrorReportTable {
  id: string;
  received_at: number;
  occurred_at: number;
  request_id: string;
  name: string;
  message: string;
  url: string;
  status: number | null;
  user_message: string;
  user_agent: string;
  stack: string | null;
  relayed_at: number | null;
  /** failed sends to the chat webhook so far (decision 0022) */
  relay_attempts: Generated<number>;
  /** no send starts before this time (0: due at once) */
  relay_next_at: Generated<number>;
  /** what the last failed send met, for the operator */
  relay_error: string | null;
  /** the instance holding the claim to send it, until `relay_claimed_until` */
  relay_claimed_by: string | null;
  relay_claimed_until: Generated<number>;
}

/** An account. `username` and `email` are stored lower-case (normalised) and unique. */
export interface UserTable {
  id: string;
  username: string;
  email: string;
  name: string;
  password_hash: string;
  /** 0 or 1 */
  is_donator: number;
  four_k_token: string | null;
  created_at: number;
  /** the last change number handed out for this user's bookmarks and progress (0: none) */
  sync_seq: Generated<number>;
}

/** A login session: only a hash of its secret is stored. */
export interface SessionTable {
  id: string;
  user_id: string;
  secret_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** One bookmark merge record (live or tombstone) of one user. */
export interface BookmarkTable {
  user_id: string;
  media_id: number;
  /** 'movie', 'tv', or '' for an untyped bookmark (written before the type was kept) */
  media_type: string;
  category: string;
  added_at: number;
  deleted_at: number;
  /** the user's change number when this row last changed */
  changed_seq: number;
}

/** One watch-progress merge record of one user (core's `ProgressRecord`). */
export interface WatchProgressTable {
  user_id: string;
  media_id: string;
  episode_key: string;
  updated_at: number;
  watched_seconds: number;
  duration_seconds: number;
  device_id: string;
  title: string;
  year: number | null;
  /** `JSON.stringify` of the episode facts, 'null' for none */
  episode_json: string;
  furthest_seconds: number;
  completed_at: number;
  /** when the user last took the media off Continue Watching, ms (0: never) */
  hidden_at: number;
  /** the user's change number when this row last changed */
  changed_seq: number;
}

/** What the bookmark sync last answered a session: the base of its three-way removal inference. */
export interface SyncClientTable {
  session_id: string;
  /** 'bookmarks' */
  kind: string;
  /** the cursor answered to this session last time */
  last_cursor: number;
  updated_at: number;
}

/** Anonymous usage-event counts per UTC day ('YYYY-MM-DD'), event name and counted category. */
export interface UsageEventCountTable {
  day: string;
  name: string;
  /** a built-in category, or 'custom' */
  category: string;
  count: number;
}

/** A partnership request from /partners/submit; kept until closed, then 90 days. */
export interface PartnerRequestTable {
  id: string;
  received_at: number;
  name: string;
  site_url: string;
  email: string;
  message: string;
  /** when the operator closed it (`partners done`); null while open */
  closed_at: number | null;
}

/** Page views per UTC day ('YYYY-MM-DD'), counted by the page routes (decision 0021). */
export interface PageViewCountTable {
  day: string;
  count: number;
}

/** A 4K personal token the operator issued: its id (the JWT's jti), never the token. */
export interface FourKTokenTable {
  id: string;
  user_id: string;
  issued_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** A user's private calendar feed: the SHA-256 (hex) of its token, never the token. */
export interface CalendarFeedTable {
  user_id: string;
  token_hash: string;
  created_at: number;
}

/** An account's Follow / Unfollow choice for a series, and when it was made (ms). */
export interface FollowChoiceTable {
  user_id: string;
  series_id: number;
  choice: 'follow' | 'unfollow';
  chosen_at: number;
}

/** The statistics' sums per UTC day ('YYYY-MM-DD'), decision 0023. */
export interface StatsDayTable {
  day: string;
  plays_started: Generated<number>;
  plays_finished: Generated<number>;
  watch_seconds: Generated<number>;
  /** bytes the /media routes sent */
  media_bytes: Generated<number>;
}

/** Plays of one title (a movie, or a show for its episodes) on one UTC day. */
export interface StatsDayTitleTable {
  day: string;
  /** 'movie' or 'tv' */
  media_type: string;
  tmdb_id: number;
  plays_started: number;
  plays_finished: number;
}

/** Plays of one title over every day. */
export interface StatsTitleTable {
  media_type: string;
  tmdb_id: number;
  plays_started: number;
  plays_finished: number;
}

/** Plays started on one UTC day from one country (of the browser's time zone). */
export interface StatsDayCountryTable {
  day: string;
  /** ISO 3166 code */
  country: string;
  plays: number;
}

/** One instance's HyperLogLog sketch of one UTC day's active users. */
export interface StatsDayVisitorTable {
  day: string;
  instance: string;
  sketch: Uint8Array;
}

/** The salt of the current UTC day's visitor hashes; earlier days' are deleted. */
export interface StatsSaltTable {
  day: string;
  salt: string;
}

export interface Database {
  error_reports: ErrorReportTable;
  users: UserTable;
  sessions: SessionTable;
  bookmarks: BookmarkTable;
  watch_progress: WatchProgressTable;
  sync_clients: SyncClientTable;
  usage_event_counts: UsageEventCountTable;
  page_view_counts: PageViewCountTable;
  partner_requests: PartnerRequestTable;
  stats_days: StatsDayTable;
  stats_day_titles: StatsDayTitleTable;
  stats_titles: StatsTitleTable;
  stats_day_countries: StatsDayCountryTable;
  stats_day_visitors: StatsDayVisitorTable;
  stats_salts: StatsSaltTable;
  four_k_tokens: FourKTokenTable;
  calendar_feeds: CalendarFeedTable;
  follow_choices: FollowChoiceTable;
}
