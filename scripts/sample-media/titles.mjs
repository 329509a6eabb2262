// The titles that get clips (scripts/sample-media-titles.json), validated, and where each video
// of them goes in the library: `<Title> (<year>) [tmdbid-<id>]/`, episodes in `Season NN/`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pad2 } from './format.mjs';

/** The titles that get clips. */
export const SAMPLE_TITLES_FILE = fileURLToPath(
  new URL('../sample-media-titles.json', import.meta.url),
);

/**
 * @typedef {object} MovieTitle
 * @property {string} title
 * @property {number} year
 * @property {number} tmdbId
 */

/**
 * @typedef {object} ShowTitle
 * @property {string} title
 * @property {number} year
 * @property {number} tmdbId
 * @property {{ season: number, episodes: number[] }[]} seasons
 */

/**
 * @typedef {object} SampleTitles
 * @property {MovieTitle[]} movies
 * @property {ShowTitle[]} shows
 */

/**
 * One video of the library: where its files go and what its captions call it.
 * @typedef {object} ClipTarget
 * @property {string} dir folder relative to the library root
 * @property {string} base file name without quality suffix and extension
 * @property {string} name what the captions call the video
 */

/**
 * @param {string} [titlesFile]
 * @returns {SampleTitles} the titles, validated
 */
export function readSampleTitles(titlesFile = SAMPLE_TITLES_FILE) {
  /** @type {unknown} */
  const raw = JSON.parse(readFileSync(titlesFile, 'utf8'));
  const fail = (/** @type {string} */ what) => {
    throw new Error(`${titlesFile}: ${what}`);
  };
  if (typeof raw !== 'object' || raw === null) return fail('expected an object');
  const { movies = [], shows = [] } = /** @type {Partial<SampleTitles>} */ (raw);
  if (!Array.isArray(movies) || !Array.isArray(shows)) return fail('movies and shows are arrays');
  const isTitle = (/** @type {Partial<MovieTitle>} */ t) =>
    typeof t.title === 'string' &&
    t.title.trim() !== '' &&
    Number.isInteger(t.year) &&
    Number.isInteger(t.tmdbId) &&
    Number(t.tmdbId) > 0;
  const isPositiveInteger = (/** @type {unknown} */ n) => Number.isInteger(n) && Number(n) > 0;
  for (const movie of movies) if (!isTitle(movie)) fail(`bad movie ${JSON.stringify(movie)}`);
  for (const show of shows) {
    const ok =
      isTitle(show) &&
      Array.isArray(show.seasons) &&
      show.seasons.every(
        (s) =>
          isPositiveInteger(s.season) &&
          Array.isArray(s.episodes) &&
          s.episodes.every(isPositiveInteger),
      );
    if (!ok) fail(`bad show ${JSON.stringify(show)}`);
  }
  return { movies, shows };
}

/**
 * @param {SampleTitles} titles
 * @returns {ClipTarget[]} every video of the library, movies first
 */
export function clipTargets(titles) {
  /** @type {ClipTarget[]} */
  const targets = titles.movies.map((movie) => ({
    dir: titleFolder(movie),
    base: safeName(`${movie.title} (${movie.year})`),
    name: movie.title,
  }));
  for (const show of titles.shows) {
    for (const { season, episodes } of show.seasons) {
      for (const episode of episodes) {
        const base = safeName(`${show.title} S${pad2(season)}E${pad2(episode)}`);
        targets.push({
          dir: path.join(titleFolder(show), `Season ${pad2(season)}`),
          base,
          name: base,
        });
      }
    }
  }
  return targets;
}

/**
 * @param {MovieTitle} title a movie or a show
 * @returns {string} the title's folder name, relative to the library root
 */
export function titleFolder(title) {
  return safeName(`${title.title} (${title.year}) [tmdbid-${title.tmdbId}]`);
}

/** @param {string} name */
function safeName(name) {
  return name.replace(/[/\\:*?"<>|]/g, '').trim();
}
