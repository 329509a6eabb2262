/**
 * The sample-media generator (scripts/sample-media.mjs), run for real with short clips into a
 * temporary folder; its outputs are checked with ffprobe. Skipped when ffmpeg is not installed.
 */
import { execFile, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const GENERATOR = fileURLToPath(new URL('../../../scripts/sample-media.mjs', import.meta.url));
const SECONDS = 4;

const hasTools = ['ffmpeg', 'ffprobe'].every(
  (tool) => spawnSync(tool, ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0,
);
if (!hasTools) {
  console.warn('Sample media tests skipped: ffmpeg/ffprobe are not installed (package "ffmpeg").');
}

const MOVIE_DIR = 'Big Buck Bunny (2008) [tmdbid-10378]';
const MOVIE = 'Big Buck Bunny (2008)';
const SHOW_DIR = 'Breaking Bad (2008) [tmdbid-1396]';

interface GeneratorRun {
  stdout: string;
  stderr: string;
  code: number;
}

async function generate(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<GeneratorRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [GENERATOR, ...args], { env });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

interface ProbedStream {
  codec_name: string;
  profile?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  channels?: number;
}

async function probe(file: string): Promise<{ streams: ProbedStream[]; duration: number }> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
  ]);
  const parsed = JSON.parse(stdout) as { streams: ProbedStream[]; format: { duration: string } };
  return { streams: parsed.streams, duration: Number(parsed.format.duration) };
}

async function keyframeTimes(file: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-skip_frame', 'nokey', '-select_streams', 'v'],
    ...['-show_entries', 'frame=pts_time', '-of', 'csv=p=0', file],
  ]);
  return stdout
    .split('\n')
    .map((line) => line.split(',')[0]?.trim() ?? '')
    .filter((value) => value !== '')
    .map(Number);
}

describe('the generator without ffmpeg', () => {
  it('exits 1 and names the package to install', async () => {
    const emptyPath = mkdtempSync(path.join(tmpdir(), 'reelhouse-no-ffmpeg-'));
    try {
      const out = path.join(emptyPath, 'media');
      const result = await generate(['--out', out, '--seconds', String(SECONDS)], {
        ...process.env,
        PATH: emptyPath,
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('ffmpeg was not found');
      expect(result.stderr).toContain('apt-get install ffmpeg');
      expect(existsSync(out)).toBe(false);
    } finally {
      rmSync(emptyPath, { recursive: true, force: true });
    }
  });

  it('refuses a clip length it cannot cut into keyframe intervals', async () => {
    const result = await generate(['--out', path.join(tmpdir(), 'unused'), '--seconds', '1']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--seconds must be a number from 2');
  });
});

describe.skipIf(!hasTools)(
  `sample media generated with ${hasTools ? 'ffmpeg' : 'ffmpeg (skipped: ffmpeg is not installed)'}`,
  () => {
    let root = '';
    let out = '';
    let first: GeneratorRun;
    const movie = (suffix: string) => path.join(out, MOVIE_DIR, `${MOVIE}${suffix}`);

    beforeAll(async () => {
      root = mkdtempSync(path.join(tmpdir(), 'reelhouse-sample-media-'));
      out = path.join(root, 'sample-media');
      first = await generate(['--out', out, '--seconds', String(SECONDS)]);
    }, 180_000);

    afterAll(() => {
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it('finishes, prints its time, and leaves no work folder behind', () => {
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/Sample media written to .* in \d+\.\d s/);
      expect(readdirSync(root)).toEqual(['sample-media']);
      expect(readFileSync(path.join(out, '.complete'), 'utf8')).toMatch(
        /^reelhouse-sample-media \d+; seconds=4; titles=[0-9a-f]{12}\n$/,
      );
    });

    it('lays out the four open movies and Breaking Bad S01E01–07 and S02E01–03', () => {
      expect(readdirSync(out).sort()).toEqual([
        '.complete',
        'Big Buck Bunny (2008) [tmdbid-10378]',
        'Breaking Bad (2008) [tmdbid-1396]',
        'Elephants Dream (2006) [tmdbid-9761]',
        'Sintel (2010) [tmdbid-45745]',
        'Tears of Steel (2012) [tmdbid-133701]',
      ]);
      expect(readdirSync(path.join(out, MOVIE_DIR)).sort()).toEqual([
        `${MOVIE} - 2160p.mp4`,
        `${MOVIE} - 360p.mp4`,
        `${MOVIE} - 720p.mp4`,
        `${MOVIE}.en.srt`,
        `${MOVIE}.en.vtt`,
        `${MOVIE}.hls`,
        `${MOVIE}.thumbnails.jpg`,
        `${MOVIE}.thumbnails.vtt`,
        'reelhouse.json',
      ]);
      const season1 = readdirSync(path.join(out, SHOW_DIR, 'Season 01'));
      const season2 = readdirSync(path.join(out, SHOW_DIR, 'Season 02'));
      const episodes = (files: string[]) =>
        files.filter((file) => file.endsWith(' - 720p.mp4')).sort();
      expect(episodes(season1)).toEqual(
        [1, 2, 3, 4, 5, 6, 7].map((n) => `Breaking Bad S01E0${n} - 720p.mp4`),
      );
      expect(episodes(season2)).toEqual([1, 2, 3].map((n) => `Breaking Bad S02E0${n} - 720p.mp4`));
      expect(season2).toContain('Breaking Bad S02E03.hls');
      expect(season2).toContain('Breaking Bad S02E03.en.vtt');
      expect(season2).toContain('Breaking Bad S02E03.thumbnails.vtt');
    });

    it('marks every title folder as sample media with its TMDB id', () => {
      const sidecar = (dir: string): unknown =>
        JSON.parse(readFileSync(path.join(out, dir, 'reelhouse.json'), 'utf8'));
      expect(sidecar(MOVIE_DIR)).toEqual({ tmdbId: 10378, type: 'movie', sample: true });
      expect(sidecar('Tears of Steel (2012) [tmdbid-133701]')).toEqual({
        tmdbId: 133701,
        type: 'movie',
        sample: true,
      });
      expect(sidecar(SHOW_DIR)).toEqual({ tmdbId: 1396, type: 'show', sample: true });
    });

    it('encodes H.264 Main at 30 fps with AAC, a keyframe every 2 s, in both MP4 qualities', async () => {
      for (const [quality, width, height] of [
        ['360p', 640, 360],
        ['720p', 1280, 720],
      ] as const) {
        const file = movie(` - ${quality}.mp4`);
        const { streams, duration } = await probe(file);
        expect(streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
        expect(streams[0]).toMatchObject({
          profile: 'Main',
          width,
          height,
          avg_frame_rate: '30/1',
        });
        expect(streams[1]?.channels).toBe(2);
        expect(duration).toBeCloseTo(SECONDS, 1);
        expect(await keyframeTimes(file)).toEqual([0, 2]);
        // faststart: the index comes before the media data
        const head = readFileSync(file)
          .subarray(0, 64 * 1024)
          .toString('latin1');
        expect(head.indexOf('moov')).toBeGreaterThan(-1);
        expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
      }
    });

    it('gives the first movie alone a short 3840×2160 rendition, for the 4K token flow', async () => {
      const { streams, duration } = await probe(movie(' - 2160p.mp4'));

      expect(streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
      expect(streams[0]).toMatchObject({ width: 3840, height: 2160, avg_frame_rate: '30/1' });
      expect(duration).toBeLessThanOrEqual(4.1);
      const others = readdirSync(path.join(out, 'Sintel (2010) [tmdbid-45745]'));
      expect(others.filter((file) => file.includes('2160p'))).toEqual([]);
    });

    it('writes an HLS master playlist whose variants describe the real streams', async () => {
      const master = readFileSync(movie('.hls/master.m3u8'), 'utf8');
      const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.*)\n(.*)/g)].map((m) => ({
        attributes: m[1]!,
        uri: m[2]!,
      }));
      expect(variants.map((v) => v.uri)).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
      for (const [variant, resolution, level] of [
        [variants[0]!, '640x360', '1e'],
        [variants[1]!, '1280x720', '1f'],
      ] as const) {
        expect(variant.attributes).toContain(`RESOLUTION=${resolution}`);
        expect(variant.attributes).toContain(`CODECS="avc1.4d40${level},mp4a.40.2"`);
        expect(variant.attributes).toContain('FRAME-RATE=30.000');
        const bandwidth = Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(variant.attributes)?.[1]);
        const average = Number(/AVERAGE-BANDWIDTH=(\d+)/.exec(variant.attributes)?.[1]);
        expect(average).toBeGreaterThan(0);
        expect(bandwidth).toBeGreaterThanOrEqual(average);
      }
      const low = Number(/BANDWIDTH=(\d+)/.exec(variants[0]!.attributes)?.[1]);
      const high = Number(/BANDWIDTH=(\d+)/.exec(variants[1]!.attributes)?.[1]);
      expect(high).toBeGreaterThan(low * 2);

      const media = readFileSync(movie('.hls/720p/index.m3u8'), 'utf8');
      expect(media).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(media).toContain('#EXT-X-TARGETDURATION:2');
      expect(media).toContain('#EXT-X-ENDLIST');
      const segments = media.split('\n').filter((line) => line.endsWith('.ts'));
      expect(segments).toEqual(['segment-000.ts', 'segment-001.ts']);
      for (const segment of segments) expect(existsSync(movie(`.hls/720p/${segment}`))).toBe(true);

      const played = await probe(movie('.hls/master.m3u8'));
      expect(played.duration).toBeCloseTo(SECONDS, 0);
      expect(
        played.streams.filter((s) => s.codec_name === 'h264').map((s) => `${s.width}x${s.height}`),
      ).toEqual(['640x360', '1280x720']);
    });

    it("offers a second audio track (Spanish) in the episodes' master playlist, not the movies'", () => {
      const episode = (suffix: string) =>
        path.join(out, SHOW_DIR, 'Season 01', `Breaking Bad S01E01${suffix}`);
      const master = readFileSync(episode('.hls/master.m3u8'), 'utf8');
      const tracks = [...master.matchAll(/#EXT-X-MEDIA:(.*)/g)].map((m) => m[1]!);
      expect(tracks).toHaveLength(2);
      expect(tracks[0]).toContain('LANGUAGE="en",NAME="English",DEFAULT=YES');
      expect(tracks[0]).not.toContain('URI=');
      expect(tracks[1]).toContain('LANGUAGE="es",NAME="Spanish"');
      expect(tracks[1]).toContain('URI="audio-es/index.m3u8"');
      for (const variant of master.matchAll(/#EXT-X-STREAM-INF:(.*)/g)) {
        expect(variant[1]).toContain('AUDIO="audio"');
      }
      const audio = readFileSync(episode('.hls/audio-es/index.m3u8'), 'utf8');
      expect(audio).toContain('#EXT-X-ENDLIST');
      expect(audio.split('\n').filter((line) => line.endsWith('.ts')).length).toBeGreaterThan(0);
      expect(readFileSync(movie('.hls/master.m3u8'), 'utf8')).not.toContain('#EXT-X-MEDIA');
    });

    it('shares one encoded clip between titles through hard links', () => {
      const other = path.join(out, SHOW_DIR, 'Season 02', 'Breaking Bad S02E03 - 720p.mp4');
      expect(statSync(other).ino).toBe(statSync(movie(' - 720p.mp4')).ino);
    });

    it('writes captions per title in WebVTT and SRT, with markup and a two-line cue', () => {
      const vtt = readFileSync(movie('.en.vtt'), 'utf8');
      expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
      expect(vtt).toContain('Big Buck Bunny — sample caption 1 at 0:00');
      expect(vtt).toMatch(/<i>Big Buck Bunny<\/i> — sample caption 2 at <b>0:01<\/b>/);
      expect(vtt).toMatch(/sample caption 3 at 0:02\nThis caption has a second line\n/);
      expect(vtt).toContain('00:00:00.000 --> ');

      const srt = readFileSync(movie('.en.srt'), 'utf8');
      expect(
        srt.startsWith('1\n00:00:00,000 --> 00:00:01,111\nBig Buck Bunny — sample caption 1'),
      ).toBe(true);
      expect(srt).not.toContain('WEBVTT');

      const episode = readFileSync(
        path.join(out, SHOW_DIR, 'Season 01', 'Breaking Bad S01E04.en.vtt'),
        'utf8',
      );
      expect(episode).toContain('Breaking Bad S01E04 — sample caption 1');
      expect(episode).not.toContain('Big Buck Bunny');
    });

    it('writes a 160x90 thumbnail sprite with a VTT pointing into it every 2 s', async () => {
      const { streams } = await probe(movie('.thumbnails.jpg'));
      expect(streams[0]).toMatchObject({ width: 320, height: 90 });
      expect(readFileSync(movie('.thumbnails.vtt'), 'utf8')).toBe(
        [
          'WEBVTT',
          '',
          '00:00:00.000 --> 00:00:02.000',
          'Big%20Buck%20Bunny%20(2008).thumbnails.jpg#xywh=0,0,160,90',
          '',
          '00:00:02.000 --> 00:00:04.000',
          'Big%20Buck%20Bunny%20(2008).thumbnails.jpg#xywh=160,0,160,90',
          '',
        ].join('\n'),
      );
    });

    it('does nothing on a second run, and regenerates when the stamp is outdated', async () => {
      const again = await generate(['--out', out, '--seconds', String(SECONDS)]);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('Sample media is up to date');

      writeFileSync(path.join(out, '.complete'), 'reelhouse-sample-media 0\n');
      rmSync(movie('.en.srt'));
      const rebuilt = await generate(['--out', out, '--seconds', String(SECONDS)]);
      expect(rebuilt.code).toBe(0);
      expect(rebuilt.stdout).toContain('Sample media written to');
      expect(existsSync(movie('.en.srt'))).toBe(true);
      expect(readdirSync(root)).toEqual(['sample-media']);
    }, 180_000);
  },
);
