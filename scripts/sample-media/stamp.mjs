// The `.complete` marker of a finished library: it names the generator version, the clip length
// and a digest of the titles, so a run whose library already matches has nothing to do.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SAMPLE_SECONDS } from './options.mjs';
import { readSampleTitles } from './titles.mjs';

/** Bump whenever the generated files change, so existing libraries are regenerated. */
export const SAMPLE_MEDIA_VERSION = 3;
/** The marker file, in the library folder; written last. */
export const COMPLETE_FILE = '.complete';

/**
 * What `.complete` holds for a library generated with these settings.
 * @param {number} seconds
 * @param {import('./titles.mjs').SampleTitles} titles
 * @returns {string}
 */
export function sampleMediaStamp(seconds, titles) {
  const digest = createHash('sha256').update(JSON.stringify(titles)).digest('hex').slice(0, 12);
  return `reelhouse-sample-media ${SAMPLE_MEDIA_VERSION}; seconds=${seconds}; titles=${digest}`;
}

/**
 * @param {string} outDir
 * @param {{ seconds?: number, titlesFile?: string }} [options]
 * @returns {boolean} true when `outDir` holds a complete library of this generator version
 */
export function isSampleMediaCurrent(outDir, options = {}) {
  const file = path.join(outDir, COMPLETE_FILE);
  if (!existsSync(file)) return false;
  const expected = sampleMediaStamp(
    options.seconds ?? DEFAULT_SAMPLE_SECONDS,
    readSampleTitles(options.titlesFile),
  );
  return readFileSync(file, 'utf8').trim() === expected;
}
