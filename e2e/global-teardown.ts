/**
 * Removes the run's data folder (the SQLite file, the image cache) once every test has finished.
 * The server is still running then and may be writing a cached image, so the removal retries; a
 * folder it still cannot remove is reported, not turned into a failed run.
 */
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const dataDir = process.env.REELHOUSE_E2E_DATA_DIR;
  if (!dataDir) return;
  try {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    console.warn(`could not remove the test data folder ${dataDir}:`, error);
  }
}
