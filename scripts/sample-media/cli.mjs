// The command line of `npm run media:samples`: reads the arguments, runs the generator, and
// reports a failure as one line on stderr and exit code 1 (no stack trace for a missing ffmpeg).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateSampleMedia } from './generate.mjs';
import { DEFAULT_SAMPLE_SECONDS, resolveSampleMediaDir } from './options.mjs';

const USAGE = 'Usage: node scripts/sample-media.mjs [--out <dir>] [--seconds <n>] [--force]';

/**
 * Runs the generator as the command line asks; sets `process.exitCode` to 1 on failure.
 * @param {string[]} args the arguments after the script's name
 * @returns {Promise<void>}
 */
export async function runSampleMediaCli(args) {
  /** @type {{ out?: string, seconds?: string, force?: boolean, help?: boolean }} */
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        out: { type: 'string' },
        seconds: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  try {
    await generateSampleMedia({
      outDir: values.out ? path.resolve(values.out) : resolveSampleMediaDir(),
      seconds: values.seconds === undefined ? DEFAULT_SAMPLE_SECONDS : Number(values.seconds),
      force: values.force ?? false,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
