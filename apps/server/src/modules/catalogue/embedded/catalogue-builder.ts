/**
 * Builds the embedded catalogue's SQLite file from catalogue-data/ when it is missing or stale.
 * The file is named for a hash of the data files and the builder version, written to a temporary
 * file and renamed into place; files of older builds are removed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { openSqlite, type SqliteConnection } from '../../../db/sqlite';
import { buildTitleRecords } from './catalogue-records';
import { CATALOGUE_SCHEMA_VERSION } from './catalogue-schema';
import { openCatalogueWriter } from './catalogue-writer';
import { OPEN_DATA_FILES, readOpenData } from './open-data';

/**
 * Bump when code that shapes the rows changes (mappings, formulas, overview sentences): the
 * catalogue file is then rebuilt at the next start even though the data did not change.
 */
export const CATALOGUE_BUILDER_VERSION = 5;

const FILE_PATTERN = /^catalogue-[0-9a-f]{16}\.sqlite$/;
const TEMP_PATTERN = /^catalogue-[0-9a-f]{16}\.sqlite\.[0-9a-z.]+\.tmp$/;
/** a temporary file older than this belongs to a build that died; younger ones may be running */
const STALE_TEMP_MS = 10 * 60 * 1000;

export interface EnsureCatalogueOptions {
  /** the open data folder (catalogue-data/) */
  dataDir: string;
  /** where catalogue files live (DATA_DIR) */
  outDir: string;
}

export interface EnsuredCatalogue {
  file: string;
  /** false when an existing file of the same data was reused */
  built: boolean;
  durationMs: number;
  /** titles in the file, when it was built now */
  titles: number | null;
}

/**
 * Returns the catalogue file for the data, building it first when needed (about a second for the
 * real data). Synchronous: call it once at start, before serving.
 * @throws when the data is missing or invalid, or the folder cannot be written
 */
export function ensureCatalogueDatabase(options: EnsureCatalogueOptions): EnsuredCatalogue {
  const started = performance.now();
  const hash = hashOpenData(options.dataDir);
  const file = path.join(options.outDir, `catalogue-${hash.slice(0, 16)}.sqlite`);
  mkdirSync(options.outDir, { recursive: true });
  if (isUsableCatalogue(file, hash)) {
    removeOtherCatalogues(options.outDir, file);
    return { file, built: false, durationMs: performance.now() - started, titles: null };
  }
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    const records = buildTitleRecords(readOpenData(options.dataDir));
    const writer = openCatalogueWriter(temp);
    for (let start = 0; start < records.length; start += 5_000) {
      writer.addTitles(records.slice(start, start + 5_000));
    }
    const counts = writer.finish({
      kind: 'open-data',
      data_hash: hash,
      builder_version: String(CATALOGUE_BUILDER_VERSION),
      schema_version: String(CATALOGUE_SCHEMA_VERSION),
    });
    renameSync(temp, file);
    removeOtherCatalogues(options.outDir, file);
    return { file, built: true, durationMs: performance.now() - started, titles: counts.titles };
  } finally {
    rmSync(temp, { force: true });
  }
}

/** SHA-256 (hex) of the builder and schema versions and every data file's name and bytes. */
export function hashOpenData(dataDir: string): string {
  const hash = createHash('sha256');
  hash.update(`builder ${CATALOGUE_BUILDER_VERSION} schema ${CATALOGUE_SCHEMA_VERSION}\n`);
  for (const name of OPEN_DATA_FILES) {
    const bytes = readFileSync(path.join(dataDir, name));
    hash.update(`${name} ${bytes.length}\n`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** A file of a finished build of the same data: it opens and records the same hash. */
function isUsableCatalogue(file: string, hash: string): boolean {
  let db: SqliteConnection | null = null;
  try {
    db = openSqlite(file, { readonly: true });
    const row = db
      .prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'data_hash'")
      .get();
    return row?.value === hash;
  } catch {
    return false;
  } finally {
    db?.close();
  }
}

function removeOtherCatalogues(dir: string, keep: string): void {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (full === keep) continue;
    const isOld = FILE_PATTERN.test(name);
    const isDeadTemp =
      TEMP_PATTERN.test(name) && Date.now() - statSync(full).mtimeMs > STALE_TEMP_MS;
    if (isOld || isDeadTemp) rmSync(full, { force: true });
  }
}
