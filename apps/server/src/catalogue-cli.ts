/**
 * Catalogue commands:
 *   build      [--data DIR] [--out DIR]   builds the embedded catalogue now (else done at start)
 *   synthetic  --count N --out FILE [--seed S] [--series-share X]   writes a synthetic catalogue
 * Defaults: --data $CATALOGUE_DATA_DIR or ./catalogue-data, --out $DATA_DIR or ./data.
 */
import { parseArgs } from 'node:util';
import { ensureCatalogueDatabase } from './modules/catalogue/embedded/catalogue-builder';
import { generateSyntheticCatalogue } from './modules/catalogue/synthetic/synthetic-catalogue';

const USAGE = `Usage:
  catalogue-cli build [--data DIR] [--out DIR]
  catalogue-cli synthetic --count N --out FILE [--seed S] [--series-share X]`;

function runBuild(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: { data: { type: 'string' }, out: { type: 'string' } },
  });
  const result = ensureCatalogueDatabase({
    dataDir: values.data ?? process.env.CATALOGUE_DATA_DIR ?? 'catalogue-data',
    outDir: values.out ?? process.env.DATA_DIR ?? 'data',
  });
  const what = result.built ? `built ${result.titles ?? 0} titles` : 'up to date';
  console.log(`${result.file}: ${what} in ${Math.round(result.durationMs)} ms`);
}

function runSynthetic(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      count: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      'series-share': { type: 'string' },
    },
  });
  const count = Number(values.count);
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  const share = values['series-share'] === undefined ? 0.2 : Number(values['series-share']);
  if (!Number.isSafeInteger(count) || count < 1 || values.out === undefined) {
    throw new Error(`--count (a positive integer) and --out are required\n${USAGE}`);
  }
  if (!Number.isSafeInteger(seed) || !(share >= 0 && share <= 1)) {
    throw new Error(`--seed must be an integer and --series-share within 0..1\n${USAGE}`);
  }
  const result = generateSyntheticCatalogue({
    file: values.out,
    count,
    seed,
    seriesShare: share,
  });
  console.log(
    `${result.file}: ${result.movies} movies, ${result.series} series, ${result.people} people ` +
      `in ${(result.durationMs / 1000).toFixed(1)} s`,
  );
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'build') runBuild(rest);
  else if (command === 'synthetic') runSynthetic(rest);
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
