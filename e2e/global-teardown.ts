/** Removes the run's data folder (the SQLite file) once every test has finished. */
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const dataDir = process.env.REELHOUSE_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
