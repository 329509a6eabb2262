/**
 * The embedded catalogue built from the project's real open data, for tests. Built once into a
 * folder of the system's temporary directory and reused while the data does not change (the file
 * name carries the data hash, like at start).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { ensureCatalogueDatabase } from './catalogue-builder';
import { createEmbeddedCatalogue, type EmbeddedCatalogue } from './embedded-catalogue';

/** The repository's catalogue-data/ folder. */
export const CATALOGUE_DATA_DIR = fileURLToPath(
  new URL('../../../../../../catalogue-data', import.meta.url),
);

/** A fixed clock for tests: 1 July 2025, noon UTC. */
export const TEST_NOW = new Date('2025-07-01T12:00:00Z');

/** @returns the catalogue file of the real data (built when missing) */
export function ensureRealCatalogueFile(): string {
  return ensureCatalogueDatabase({
    dataDir: CATALOGUE_DATA_DIR,
    outDir: path.join(tmpdir(), 'reelhouse-catalogue-tests'),
  }).file;
}

/** Opens the real catalogue for a test file (clock fixed at {@link TEST_NOW}); closes it after. */
export function useRealCatalogue(now: () => Date = () => TEST_NOW): () => EmbeddedCatalogue {
  let catalogue: EmbeddedCatalogue | null = null;
  beforeAll(() => {
    catalogue = createEmbeddedCatalogue({ file: ensureRealCatalogueFile(), now });
  });
  afterAll(async () => {
    await catalogue?.close();
  });
  return () => {
    if (catalogue === null) throw new Error('useRealCatalogue: the catalogue is not open yet');
    return catalogue;
  };
}
