import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkKind } from './artwork-path';
import { ARTWORK_SIZES, renderArtworkSvg } from './artwork-svg';

const KINDS: ArtworkKind[] = ['poster', 'backdrop', 'still', 'logo', 'profile'];

/** Renders each SVG file to PNG in a child process and prints the sizes as JSON. */
const CHILD = `
const sharp = require(process.env.SHARP_PATH);
Promise.all(process.argv.slice(1).map((file) => sharp(file).png().toBuffer({ resolveWithObject: true })))
  .then((results) => console.log(JSON.stringify(results.map(({ info }) => [info.width, info.height]))));
`;

describe('generated artwork on a machine without fonts', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'reelhouse-no-fonts-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('still renders every kind (text falls back to boxes, nothing fails)', async () => {
    // fontconfig reads this file when libvips starts: it lists a folder with no fonts in it.
    const config = join(directory, 'fonts.conf');
    await writeFile(
      config,
      `<?xml version="1.0"?><fontconfig><dir>${join(directory, 'no-fonts')}</dir><cachedir>${join(directory, 'cache')}</cachedir></fontconfig>`,
    );
    const files = await Promise.all(
      KINDS.map(async (kind) => {
        const file = join(directory, `${kind}.svg`);
        const svg = renderArtworkSvg(
          { kind, mediaType: 'movie', id: 1, seasonNumber: null, episodeNumber: null },
          { title: 'Metropolis', subtitle: '1927 · Science Fiction', genreIds: [878] },
        );
        await writeFile(file, svg);
        return file;
      }),
    );

    const { stdout } = await promisify(execFile)(process.execPath, ['-e', CHILD, ...files], {
      env: {
        PATH: process.env.PATH,
        FONTCONFIG_FILE: config,
        SHARP_PATH: createRequire(import.meta.url).resolve('sharp'),
      },
    });

    expect(JSON.parse(stdout)).toEqual(
      KINDS.map((kind) => [ARTWORK_SIZES[kind].width, ARTWORK_SIZES[kind].height]),
    );
  });
});
