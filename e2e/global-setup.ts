/**
 * Generates the sample media the Watch journeys play (test-pattern clips, see README "Sample
 * media") into the repository's data folder. Idempotent: after the first run it only checks the
 * folder's `.complete` stamp, so it takes well under a second.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Where the journeys' sample media lives; the test server gets it as SAMPLE_MEDIA_DIR. */
export const SAMPLE_MEDIA_DIR = join(import.meta.dirname, '..', 'data', 'sample-media');

const GENERATOR = join(import.meta.dirname, '..', 'scripts', 'sample-media.mjs');

export default function globalSetup(): void {
  const run = spawnSync(process.execPath, [GENERATOR, '--out', SAMPLE_MEDIA_DIR], {
    stdio: 'inherit',
  });
  if (run.error) throw run.error;
  if (run.status !== 0) {
    throw new Error(
      `Generating the sample media failed (exit ${String(run.status ?? run.signal)}); see the message above.`,
    );
  }
}
