/**
 * /stats (spec section 2 "Stats", scope point 5): the spec's layout and headings with real
 * figures, the server's anonymous daily sums (decision 0023). The intro gives the launch date and
 * days since launch; four cards; the Server Status panel (load bar coloured green below 70, yellow
 * from 70, red from 90, and the active-user bars); Most Watched Movies; Views by Day of Week; Top
 * User Locations; and 'About These Statistics', saying how each figure is made. A fresh site, with
 * nothing recorded, says so instead of showing zeros.
 */
import {
  formatCount,
  getActiveUserBars,
  getBarPercents,
  getTopCountries,
  getWeekdayBars,
  rankTopMovies,
} from '@reelhouse/core/stats/charts';
import { getServerLoadColour, type ServerLoadColour } from '@reelhouse/core/screens/server-load';
import { getGbPerMovie } from '@reelhouse/core/stats/summary';
import {
  ACTIVE_USERS_TITLE,
  DATA_TRANSFERRED_TITLE,
  MOST_WATCHED_TITLE,
  MOVIES_WATCHED_TITLE,
  SERVER_STATUS_TITLE,
  STATS_NOTE,
  STATS_NOTE_TITLE,
  TOP_LOCATIONS_TITLE,
  TOTAL_WATCH_TIME_TITLE,
  VIEWS_BY_DAY_TITLE,
  formatLaunchIntro,
} from '@reelhouse/core/stats/texts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { StatsPageData } from './load-stats.server';
import { StatsBarChart } from './stats-bar-chart';
import {
  formatGbPerMovie,
  formatGrowthLine,
  formatPerDay,
  formatTerabytes,
  formatWatchTimeTotal,
  formatWatchTimeValue,
  toTerabytes,
} from './stats-format';

/** The page's heading and title. */
export const STATS_TITLE = 'Stats';

/** Said where a figure has nothing recorded yet. */
export const NOTHING_YET = 'Nothing recorded yet';

/** The page when the figures cannot be read (no statistics, or the database did not answer). */
export const STATS_UNAVAILABLE =
  'The statistics are unavailable right now. Please try again later.';

const LOAD_COLOURS: Record<ServerLoadColour, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
};

export function StatsPage({ stats }: { stats: StatsPageData | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-5xl py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {STATS_TITLE}
      </h1>
      {stats === null ? (
        <p data-testid="stats-unavailable" className="mt-4 text-ink-muted">
          {STATS_UNAVAILABLE}
        </p>
      ) : (
        <StatsBody stats={stats} />
      )}
    </section>
  );
}

function StatsBody({ stats }: { stats: StatsPageData }) {
  const { totals } = stats;
  const terabytes = toTerabytes(totals.mediaBytes);
  const gbPerMovie = getGbPerMovie(terabytes, totals.playsStarted);
  return (
    <>
      <p data-testid="stats-intro" className="mt-4 text-ink-muted">
        {stats.launchDate === null
          ? 'Nothing has been recorded yet: the figures appear here once the first play is reported.'
          : formatLaunchIntro(stats.launchDate, stats.daysSinceLaunch)}
      </p>

      <dl className="mt-6 grid gap-4 tablet:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={MOVIES_WATCHED_TITLE}
          testId="stats-movies-watched"
          value={totals.playsStarted > 0 ? formatCount(totals.playsStarted) : null}
          detail={totals.playsStarted > 0 ? formatPerDay(stats.playsPerDay) : null}
        />
        <StatCard
          title={TOTAL_WATCH_TIME_TITLE}
          testId="stats-watch-time"
          value={totals.watchSeconds > 0 ? formatWatchTimeValue(totals.watchSeconds) : null}
          detail={totals.watchSeconds > 0 ? formatWatchTimeTotal(totals.watchSeconds) : null}
        />
        <StatCard
          title={DATA_TRANSFERRED_TITLE}
          testId="stats-data-transferred"
          value={totals.mediaBytes > 0 ? formatTerabytes(terabytes) : null}
          detail={totals.mediaBytes > 0 ? formatGbPerMovie(gbPerMovie) : null}
        />
        <StatCard
          title={ACTIVE_USERS_TITLE}
          testId="stats-active-users"
          value={stats.activeUsers.month > 0 ? formatCount(stats.activeUsers.month) : null}
          detail={
            stats.activeUsers.month > 0
              ? `In the last 30 days · ${formatGrowthLine(stats.growthPercent)}`
              : null
          }
        />
      </dl>

      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <ServerStatus stats={stats} />
        <Panel title={MOST_WATCHED_TITLE} testId="stats-top-movies">
          <TopMovies movies={stats.topMovies} />
        </Panel>
        <Panel title={VIEWS_BY_DAY_TITLE} testId="stats-weekdays">
          {stats.playsByWeekday.some((day) => day.count > 0) ? (
            <StatsBarChart
              bars={getWeekdayBars(stats.playsByWeekday)}
              caption="Plays started per weekday (UTC), since launch"
              labelHeader="Day"
              valueHeader="Plays"
            />
          ) : (
            <Empty />
          )}
        </Panel>
        <Panel title={TOP_LOCATIONS_TITLE} testId="stats-countries">
          <TopCountries countries={stats.topCountries} />
        </Panel>
      </div>

      <About computedAt={stats.computedAt} />
    </>
  );
}

function StatCard(props: {
  title: string;
  value: string | null;
  detail: string | null;
  testId: string;
}) {
  return (
    <div data-testid={props.testId} className="rounded-lg bg-surface-2 p-4 ring-1 ring-line">
      <dt className="text-sm text-ink-muted">{props.title}</dt>
      <dd className="mt-1 text-2xl font-bold">
        {props.value ?? (
          <span className="text-base font-semibold text-ink-muted">{NOTHING_YET}</span>
        )}
      </dd>
      {props.detail !== null ? (
        <dd className="mt-1 text-sm text-ink-muted">{props.detail}</dd>
      ) : null}
    </div>
  );
}

function Panel(props: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={props.testId}
      className="rounded-lg bg-surface-2 p-5 ring-1 ring-line"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {props.title}
      </h2>
      <div className="mt-4">{props.children}</div>
    </section>
  );
}

function Empty({ text = NOTHING_YET }: { text?: string }) {
  return <p className="text-sm text-ink-muted">{text}</p>;
}

function ServerStatus({ stats }: { stats: StatsPageData }) {
  const load = stats.serverLoad;
  const hasVisitors = stats.activeUsers.month > 0;
  return (
    <Panel title={SERVER_STATUS_TITLE} testId="stats-server">
      {load === null ? (
        <Empty text="Server load is not measured on this server." />
      ) : (
        <div>
          <p className="flex justify-between text-sm">
            <span id="stats-load-label">Server load</span>
            <span data-testid="stats-load-value" className="font-semibold tabular-nums">
              {Math.round(load)}%
            </span>
          </p>
          <div
            role="meter"
            aria-labelledby="stats-load-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(load)}
            aria-valuetext={`${String(Math.round(load))}%`}
            className="mt-2 h-3 overflow-hidden rounded-full bg-surface-3"
          >
            <div
              data-testid="stats-load-bar"
              data-colour={getServerLoadColour(load)}
              className={`h-full rounded-full ${LOAD_COLOURS[getServerLoadColour(load)]}`}
              style={{ width: `${String(Math.min(100, Math.max(0, load)))}%` }}
            />
          </div>
        </div>
      )}
      <h3 className="mt-6 text-sm font-semibold">Active users</h3>
      <div className="mt-3">
        {hasVisitors ? (
          <StatsBarChart
            testId="stats-active-bars"
            bars={getActiveUserBars(stats.activeUsers)}
            caption="Daily distinct visitors, summed over each period"
            labelHeader="Period"
            valueHeader="Visitors"
          />
        ) : (
          <Empty text="No visitors counted yet" />
        )}
      </div>
    </Panel>
  );
}

function TopMovies({ movies }: { movies: StatsPageData['topMovies'] }) {
  const ranked = rankTopMovies(
    movies.map((movie) => ({
      id: movie.tmdbId,
      title: movie.title ?? `Movie ${String(movie.tmdbId)}`,
      watches: movie.plays,
    })),
  );
  if (ranked.length === 0) return <Empty />;
  const hrefs = new Map(movies.map((movie) => [movie.tmdbId, movie.href]));
  const max = Math.max(...ranked.map((movie) => movie.watches));
  return (
    <ol className="space-y-3">
      {ranked.map((movie) => (
        <li key={movie.id} className="grid grid-cols-[2rem_1fr_auto] items-center gap-3">
          <span className="text-lg font-bold text-ink-muted" aria-hidden="true">
            {movie.rank}
          </span>
          <span className="min-w-0">
            <Link to={hrefs.get(movie.id) ?? '/'} className="block truncate font-semibold">
              {movie.title}
            </Link>
            <span
              aria-hidden="true"
              className="mt-1 block h-2 overflow-hidden rounded-full bg-surface-3"
            >
              <span
                className="block h-full rounded-full bg-brand"
                style={{ width: `${String(Math.max(2, (movie.watches / max) * 100))}%` }}
              />
            </span>
          </span>
          <span className="text-sm tabular-nums">
            {formatCount(movie.watches)} {movie.watches === 1 ? 'view' : 'views'}
          </span>
        </li>
      ))}
    </ol>
  );
}

function TopCountries({ countries }: { countries: StatsPageData['topCountries'] }) {
  const top = getTopCountries(
    countries.map((entry) => ({ country: entry.country, users: entry.plays })),
  );
  if (top.length === 0) return <Empty />;
  const percents = getBarPercents(top.map((entry) => entry.users));
  return (
    <StatsBarChart
      bars={top.map((entry, index) => ({
        label: entry.country,
        value: entry.users,
        percent: percents[index] ?? 0,
      }))}
      caption="Plays started from each country's time zones in the last 30 days"
      labelHeader="Country"
      valueHeader="Plays"
    />
  );
}

function About({ computedAt }: { computedAt: string }) {
  return (
    <section aria-labelledby="stats-about" data-testid="stats-about" className="mt-10">
      <h2 id="stats-about" className="text-xl font-bold">
        {STATS_NOTE_TITLE}
      </h2>
      <p className="mt-3 text-ink-muted">{STATS_NOTE}</p>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-ink-muted">
        <li>
          Movies watched counts plays started, as the player reports them, with no identifier of who
          played; the daily figure divides it by the days since launch.
        </li>
        <li>
          Watch time adds up the seconds the player reports while a video is actually playing.
        </li>
        <li>
          Data transferred is what this server’s media answers really sent (1 TB = 1000 GB); media
          played from other servers is not counted.
        </li>
        <li>
          Active users are distinct visitors per day, counted without keeping who they are; a week
          or a month is the sum of its days, so a visitor of several days counts once per day.
          Growth compares the last 30 days with the 30 before.
        </li>
        <li>
          Locations come from the time zone the browser reports when a play starts, never from an
          address: a country counts the plays started from its time zones in the last 30 days.
        </li>
        <li>Weekdays are those of the UTC day a play started on.</li>
        <li>Server load is how busy the server answering you is, measured live.</li>
        <li>
          The figures are refreshed about every minute (last at{' '}
          <time dateTime={computedAt}>{computedAt.slice(11, 16)} UTC</time>).
        </li>
      </ul>
    </section>
  );
}
