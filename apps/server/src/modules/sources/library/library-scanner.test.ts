import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../../cache/log-capture.test-support';
import { createTempFolder, type TempFolder } from './library-fixture.test-support';
import type { LibraryIndex, LibraryMovie, LibraryShow, LibraryTitle } from './library-index';
import { scanMediaRoot } from './library-scanner';

let root: TempFolder;
let outside: TempFolder;

beforeEach(async () => {
  root = await createTempFolder('library-root');
  outside = await createTempFolder('library-outside');
});
afterEach(async () => {
  await root.remove();
  await outside.remove();
});

async function scan(options: { maxEntries?: number; maxDepth?: number } = {}) {
  const logs = captureLogs();
  const index = await scanMediaRoot(
    { id: 'library', dir: root.dir },
    { logger: logs.logger, ...options },
  );
  return { index, logs };
}

function titleIn(index: LibraryIndex, folder: string): LibraryTitle {
  const title = index.titles.find((candidate) => candidate.folder === folder);
  if (title === undefined) throw new Error(`no title for ${folder}`);
  return title;
}

function movieIn(index: LibraryIndex, folder: string): LibraryMovie {
  const title = titleIn(index, folder);
  if (title.type !== 'movie') throw new Error(`${folder} is a show`);
  return title;
}

function showIn(index: LibraryIndex, folder: string): LibraryShow {
  const title = titleIn(index, folder);
  if (title.type !== 'show') throw new Error(`${folder} is a movie`);
  return title;
}

describe('scanMediaRoot: movies', () => {
  it('reads a movie folder with its id tag, qualities, HLS rendition, captions and sprite', async () => {
    const folder = 'Big Buck Bunny (2008) [tmdbid-10378]';
    const base = 'Big Buck Bunny (2008)';
    await root.write({
      [`${folder}/${base} - 720p.mp4`]: 'v720',
      [`${folder}/${base} - 360p.mp4`]: 'v360',
      [`${folder}/${base}.hls/master.m3u8`]: '#EXTM3U',
      [`${folder}/${base}.hls/720p/index.m3u8`]: '#EXTM3U',
      [`${folder}/${base}.en.vtt`]: 'WEBVTT',
      [`${folder}/${base}.en.srt`]: '1',
      [`${folder}/${base}.thumbnails.vtt`]: 'WEBVTT',
      [`${folder}/${base}.thumbnails.jpg`]: 'jpg',
    });
    const { index } = await scan();
    expect(index.titles).toHaveLength(1);
    const movie = movieIn(index, folder);
    expect(movie).toMatchObject({
      type: 'movie',
      title: 'Big Buck Bunny',
      year: 2008,
      tmdbId: '10378',
      imdbId: null,
      isSample: false,
    });
    expect(movie.video).toEqual({
      folder,
      base,
      files: {
        '360': { name: `${base} - 360p.mp4`, type: 'mp4' },
        '720': { name: `${base} - 720p.mp4`, type: 'mp4' },
      },
      hlsPlaylist: `${base}.hls/master.m3u8`,
      captions: [
        { name: `${base}.en.vtt`, type: 'vtt', language: 'English' },
        { name: `${base}.en.srt`, type: 'srt', language: 'English' },
      ],
      thumbnails: `${base}.thumbnails.vtt`,
    });
  });

  it('takes index.m3u8 when an HLS folder has no master.m3u8, and ignores an empty HLS folder', async () => {
    await root.write({
      'Sintel (2010)/Sintel (2010).hls/index.m3u8': '#EXTM3U',
      'Sintel (2010)/Sintel (2010).mp4': 'v',
      'Tears of Steel (2012)/Tears of Steel (2012).hls/': '',
      'Tears of Steel (2012)/Tears of Steel (2012).mp4': 'v',
    });
    const { index } = await scan();
    expect(movieIn(index, 'Sintel (2010)').video.hlsPlaylist).toBe('Sintel (2010).hls/index.m3u8');
    expect(movieIn(index, 'Tears of Steel (2012)').video.hlsPlaylist).toBeNull();
  });

  it('picks the video named like the folder over extras and trailers', async () => {
    await root.write({
      'Sintel (2010)/Sintel (2010)-trailer.mp4': 't',
      'Sintel (2010)/Making of.mp4': 'm',
      'Sintel (2010)/Sintel.mp4': 's',
      'Cosmos (2019)/Cosmos (2019)-trailer.mp4': 't',
      'Cosmos (2019)/Feature.mp4': 'f',
    });
    const { index } = await scan();
    expect(movieIn(index, 'Sintel (2010)').video.base).toBe('Sintel');
    expect(movieIn(index, 'Cosmos (2019)').video.base).toBe('Feature');
  });

  it('reads loose "Title (Year)" files in other folders as movies, and leaves other files out', async () => {
    await root.write({
      'Films/Elephants Dream (2006).mp4': 'v',
      'Films/Elephants Dream (2006).en.vtt': 'WEBVTT',
      'Films/holiday.mp4': 'v',
      'Caminandes (2013) [tmdbid-12345].webm': 'v',
    });
    const { index } = await scan();
    const movie = movieIn(index, 'Films');
    expect(movie).toMatchObject({ title: 'Elephants Dream', year: 2006, tmdbId: null });
    expect(movie.video.captions).toHaveLength(1);
    expect(movieIn(index, '')).toMatchObject({ title: 'Caminandes', tmdbId: '12345' });
    expect(index.titles).toHaveLength(2);
  });

  it('does not read a folder without a year, id or sidecar as a movie', async () => {
    await root.write({ 'Holiday videos/beach.mp4': 'v' });
    const { index } = await scan();
    expect(index.titles).toEqual([]);
  });
});

describe('scanMediaRoot: sidecars', () => {
  it('takes the id, type, IMDb id and sample flag from a valid reelhouse.json', async () => {
    await root.write({
      'Bunny/reelhouse.json': JSON.stringify({
        tmdbId: 10378,
        type: 'movie',
        imdbId: 'tt1254207',
        sample: true,
      }),
      'Bunny/Bunny.mp4': 'v',
      'Sintel (2010) [tmdbid-1]/reelhouse.json': JSON.stringify({ tmdbId: 45745, type: 'movie' }),
      'Sintel (2010) [tmdbid-1]/Sintel (2010).mp4': 'v',
    });
    const { index } = await scan();
    expect(movieIn(index, 'Bunny')).toMatchObject({
      tmdbId: '10378',
      imdbId: 'tt1254207',
      isSample: true,
      year: null,
    });
    // The sidecar names the id explicitly, so it wins over the folder's tag.
    expect(movieIn(index, 'Sintel (2010) [tmdbid-1]').tmdbId).toBe('45745');
  });

  it('makes a folder a show when its sidecar says so, with episodes at its top level', async () => {
    await root.write({
      'Pilot Stories/reelhouse.json': JSON.stringify({ tmdbId: 99, type: 'show' }),
      'Pilot Stories/Pilot Stories S01E01.mp4': 'v',
    });
    const { index } = await scan();
    const show = showIn(index, 'Pilot Stories');
    expect(show.tmdbId).toBe('99');
    expect([...show.episodes.keys()]).toEqual(['1:1']);
  });

  it.each([
    ['not JSON', '{ tmdbId: 1'],
    ['a wrong type', JSON.stringify({ tmdbId: 1, type: 'series' })],
    ['a string id', JSON.stringify({ tmdbId: '10378', type: 'movie' })],
    ['a bad IMDb id', JSON.stringify({ tmdbId: 1, type: 'movie', imdbId: '1254207' })],
    ['an array', '[]'],
  ])(
    'ignores a sidecar with %s, with a warning, and reads the folder name instead',
    async (_, text) => {
      await root.write({
        'Sintel (2010) [tmdbid-45745]/reelhouse.json': text,
        'Sintel (2010) [tmdbid-45745]/Sintel (2010).mp4': 'v',
      });
      const { index, logs } = await scan();
      expect(movieIn(index, 'Sintel (2010) [tmdbid-45745]')).toMatchObject({
        tmdbId: '45745',
        isSample: false,
      });
      expect(logs.entries()).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          path: 'Sintel (2010) [tmdbid-45745]/reelhouse.json',
        }),
      );
    },
  );

  it('ignores a sidecar too big to be one', async () => {
    await root.write({
      'Sintel (2010)/reelhouse.json': ' '.repeat(70_000),
      'Sintel (2010)/Sintel (2010).mp4': 'v',
    });
    const { index, logs } = await scan();
    expect(movieIn(index, 'Sintel (2010)').tmdbId).toBeNull();
    expect(logs.entries().some((entry) => entry.msg.includes('too big'))).toBe(true);
  });
});

describe('scanMediaRoot: shows', () => {
  it('reads episodes from Season NN, Season N and Specials folders', async () => {
    await root.write({
      'Breaking Bad (2008) [tmdbid-1396]/Season 01/Breaking Bad S01E01.mp4': 'v',
      'Breaking Bad (2008) [tmdbid-1396]/Season 01/Breaking Bad S01E01.en.vtt': 'WEBVTT',
      'Breaking Bad (2008) [tmdbid-1396]/Season 01/Breaking Bad S01E02 - 720p.mp4': 'v',
      'Breaking Bad (2008) [tmdbid-1396]/Season 01/Breaking Bad S01E02.hls/master.m3u8': '#',
      'Breaking Bad (2008) [tmdbid-1396]/Season 2/breaking.bad.2x01.mkv': 'v',
      'Breaking Bad (2008) [tmdbid-1396]/Specials/Breaking Bad S00E01.webm': 'v',
      'Breaking Bad (2008) [tmdbid-1396]/Season 01/notes.txt': 'x',
      'Breaking Bad (2008) [tmdbid-1396]/Extras/Breaking Bad S09E09.mp4': 'v',
    });
    const { index } = await scan();
    expect(index.titles).toHaveLength(1);
    const show = showIn(index, 'Breaking Bad (2008) [tmdbid-1396]');
    expect(show).toMatchObject({ title: 'Breaking Bad', year: 2008, tmdbId: '1396' });
    expect([...show.episodes.keys()].sort()).toEqual(['0:1', '1:1', '1:2', '2:1']);
    expect(show.episodes.get('1:1')).toMatchObject({
      folder: 'Breaking Bad (2008) [tmdbid-1396]/Season 01',
      captions: [{ language: 'English', type: 'vtt' }],
    });
    expect(show.episodes.get('1:2')).toMatchObject({
      files: { '720': { name: 'Breaking Bad S01E02 - 720p.mp4' } },
      hlsPlaylist: 'Breaking Bad S01E02.hls/master.m3u8',
    });
    expect(show.episodes.get('2:1')?.files.original?.type).toBe('mkv');
    expect(show.episodes.get('0:1')?.folder).toBe('Breaking Bad (2008) [tmdbid-1396]/Specials');
  });

  it('reads a show folder without a year, and episodes lying at its top level', async () => {
    await root.write({ 'Spring Tales/Spring Tales S01E03.mp4': 'v' });
    const { index } = await scan();
    const show = showIn(index, 'Spring Tales');
    expect(show).toMatchObject({ title: 'Spring Tales', year: null, tmdbId: null });
    expect([...show.episodes.keys()]).toEqual(['1:3']);
  });

  it('finds title folders below grouping folders', async () => {
    await root.write({
      'TV/Breaking Bad/Season 01/Breaking Bad S01E01.mp4': 'v',
      'Movies/Sintel (2010)/Sintel (2010).mp4': 'v',
    });
    const { index } = await scan();
    expect(showIn(index, 'TV/Breaking Bad').title).toBe('Breaking Bad');
    expect(movieIn(index, 'Movies/Sintel (2010)').title).toBe('Sintel');
  });
});

describe('scanMediaRoot: bounds', () => {
  it('returns an empty index for a root that does not exist', async () => {
    const logs = captureLogs();
    const index = await scanMediaRoot(
      { id: 'sample', dir: join(root.dir, 'missing') },
      { logger: logs.logger },
    );
    expect(index).toMatchObject({ titles: [], entryCount: 0, isTruncated: false });
  });

  it('skips dot-files and dot-folders', async () => {
    await root.write({
      '.Trash/Sintel (2010)/Sintel (2010).mp4': 'v',
      'Sintel (2010)/.Sintel (2010).mp4': 'v',
      'Sintel (2010)/Sintel (2010).mp4': 'v',
      'Sintel (2010)/.Sintel (2010).en.vtt': 'WEBVTT',
    });
    const { index } = await scan();
    expect(index.titles).toHaveLength(1);
    expect(movieIn(index, 'Sintel (2010)').video.captions).toEqual([]);
  });

  it('stops at its entry limit, marks the index truncated and logs a warning', async () => {
    const files: Record<string, string> = {};
    for (let year = 2000; year < 2010; year += 1) files[`Film (${String(year)})/Film.mp4`] = 'v';
    await root.write(files);
    const { index, logs } = await scan({ maxEntries: 8 });
    expect(index.isTruncated).toBe(true);
    expect(index.entryCount).toBe(8);
    expect(index.titles.length).toBeLessThan(10);
    expect(
      logs.entries().some((entry) => entry.level === 'warn' && entry.msg.includes('limit')),
    ).toBe(true);
    const whole = await scan();
    expect(whole.index.isTruncated).toBe(false);
    expect(whole.index.titles).toHaveLength(10);
  });

  it('stops descending at its depth limit', async () => {
    await root.write({ 'a/b/c/Sintel (2010)/Sintel (2010).mp4': 'v' });
    expect((await scan({ maxDepth: 3 })).index.titles).toEqual([]);
    expect((await scan({ maxDepth: 4 })).index.titles).toHaveLength(1);
  });

  it('follows links that stay inside the root but not links that leave it', async () => {
    await root.write({ 'store/Sintel (2010)/Sintel (2010).mp4': 'v', 'store/film.mp4': 'v' });
    await outside.write({
      'Secret (2001)/Secret (2001).mp4': 'v',
      'secret.en.vtt': 'WEBVTT',
      'Leak (2002).mp4': 'v',
    });
    await symlink(join(root.dir, 'store', 'Sintel (2010)'), join(root.dir, 'Linked (2010)'));
    await symlink(join(outside.dir, 'Secret (2001)'), join(root.dir, 'Secret (2001)'));
    await mkdir(join(root.dir, 'Inner (2003)'));
    await symlink(
      join(root.dir, 'store', 'film.mp4'),
      join(root.dir, 'Inner (2003)', 'Inner (2003).mp4'),
    );
    await symlink(join(outside.dir, 'Leak (2002).mp4'), join(root.dir, 'Leak (2002).mp4'));
    await symlink(
      join(outside.dir, 'secret.en.vtt'),
      join(root.dir, 'Inner (2003)', 'Inner (2003).en.vtt'),
    );
    await symlink(join(root.dir, 'nowhere'), join(root.dir, 'Broken (2004)'));
    const { index } = await scan();
    const folders = index.titles.map((title) => title.folder).sort();
    expect(folders).toContain('Inner (2003)');
    expect(folders.some((folder) => folder.includes('Sintel') || folder.includes('Linked'))).toBe(
      true,
    );
    expect(folders).not.toContain('Secret (2001)');
    expect(index.titles.some((title) => title.title === 'Leak')).toBe(false);
    expect(movieIn(index, 'Inner (2003)').video.captions).toEqual([]);
  });

  it('ends on a link loop, listing each real folder once', async () => {
    await root.write({ 'Films/Sintel (2010)/Sintel (2010).mp4': 'v' });
    await symlink(root.dir, join(root.dir, 'Films', 'again'));
    await symlink(join(root.dir, 'Films'), join(root.dir, 'Films', 'Sintel (2010)', 'up'));
    const { index } = await scan();
    expect(index.titles.map((title) => title.folder)).toEqual(['Films/Sintel (2010)']);
  });

  it.skipIf(process.getuid?.() === 0)(
    'skips a folder it cannot read with a warning, and fails when the root cannot be read',
    async () => {
      await root.write({
        'Locked (2001)/Locked (2001).mp4': 'v',
        'Open (2002)/Open (2002).mp4': 'v',
      });
      await chmod(join(root.dir, 'Locked (2001)'), 0o000);
      try {
        const { index, logs } = await scan();
        expect(index.titles.map((title) => title.title)).toEqual(['Open']);
        expect(logs.entries().some((entry) => entry.path === 'Locked (2001)')).toBe(true);
        await chmod(root.dir, 0o000);
        await expect(scan()).rejects.toThrow();
      } finally {
        await chmod(root.dir, 0o755);
        await chmod(join(root.dir, 'Locked (2001)'), 0o755);
      }
    },
  );

  it('fails when the root is a file', async () => {
    const file = join(outside.dir, 'not-a-folder');
    await writeFile(file, 'x');
    const logs = captureLogs();
    await expect(
      scanMediaRoot({ id: 'library', dir: file }, { logger: logs.logger }),
    ).rejects.toThrow();
  });
});
