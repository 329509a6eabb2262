/**
 * The popularity numbers of the embedded catalogue, on TMDB's scale (the product draws a trending
 * flame above 450). Computed from facts only: box office, release year, years on air, status and
 * network. Deterministic: nothing reads the clock.
 */

/** Popularity of a title at one billion dollars of box office: the trending-flame threshold. */
const BILLION_DOLLAR_POPULARITY = 450;

/**
 * A film with a known worldwide box office b (USD): 150 · log10(1 + b / 1,000,000).
 * $1 M → 45, $10 M → 156, $100 M → 301, $1 B → 450, $2.8 B → 517.
 * Without box office: 10 + 30 · clamp((year − 1970) / 50, 0, 1), 10 (1970 and before) to 40 (2020
 * on), so a recent film without figures sits just under a film that made a couple of million.
 * Box office only ever raises a film above that floor (a few films list implausible figures
 * such as $22).
 */
export function computeFilmPopularity(film: { boxOfficeUsd: number | null; year: number }): number {
  const byYear = 10 + 30 * clamp01((film.year - 1970) / 50);
  if (film.boxOfficeUsd === null || film.boxOfficeUsd <= 0) return round3(byYear);
  const perDecade = BILLION_DOLLAR_POPULARITY / Math.log10(1 + 1_000);
  return round3(Math.max(byYear, perDecade * Math.log10(1 + film.boxOfficeUsd / 1_000_000)));
}

export interface SeriesPopularityFacts {
  /** 'YYYY-MM-DD' */
  firstAirDate: string | null;
  lastAirDate: string | null;
  /** TVmaze status: 'Running', 'Ended', 'To Be Determined', 'In Development' */
  status: string | null;
  /** whether the network is one of the spec's 8 streaming networks */
  isOnStreamingNetwork: boolean;
  /** TVmaze type: 'Scripted', 'Animation', 'Reality', … */
  type: string | null;
  /** the newest air date of the whole data set: where a running show's run is measured to */
  snapshotDate: string;
}

/**
 * A series: 20 + 45 · log2(1 + years on air) + 30 if still running + 25 on one of the 8 streaming
 * networks + 10 if scripted or animated. Years on air run from the first to the last air date (to
 * the data's snapshot date while running). A one-season drama on a broadcaster ≈ 85, The Simpsons
 * (34 years, running) ≈ 300: series stay under the trending flame.
 */
export function computeSeriesPopularity(series: SeriesPopularityFacts): number {
  const end =
    series.status === 'Running'
      ? series.snapshotDate
      : (series.lastAirDate ?? series.firstAirDate ?? series.snapshotDate);
  const years =
    series.firstAirDate === null ? 0 : Math.max(0, yearsBetween(series.firstAirDate, end));
  const scripted = series.type === 'Scripted' || series.type === 'Animation';
  return round3(
    20 +
      45 * Math.log2(1 + years) +
      (series.status === 'Running' ? 30 : 0) +
      (series.isOnStreamingNetwork ? 25 : 0) +
      (scripted ? 10 : 0),
  );
}

/** A lawful title (no box office in its data): the film formula by year. */
export function computeLawfulTitlePopularity(year: number): number {
  return computeFilmPopularity({ boxOfficeUsd: null, year });
}

function yearsBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / (365.25 * 24 * 3600 * 1000);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
