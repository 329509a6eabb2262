import { describe, expect, it } from 'vitest';
import { getHlsFolderBase, groupFolderVideos } from './library-folder';

const FOLDER = 'Big Buck Bunny (2008)';
const BASE = 'Big Buck Bunny (2008)';

describe('groupFolderVideos', () => {
  it('groups the quality versions of one base name into one video', () => {
    const [video, ...others] = groupFolderVideos(
      FOLDER,
      [`${BASE} - 720p.mp4`, `${BASE} - 360p.mp4`, `${BASE}.mp4`, `${BASE} - 1080p-hdr.mkv`],
      [],
    );
    expect(others).toEqual([]);
    expect(video).toMatchObject({
      folder: FOLDER,
      base: BASE,
      files: {
        '720': { name: `${BASE} - 720p.mp4`, type: 'mp4' },
        '360': { name: `${BASE} - 360p.mp4`, type: 'mp4' },
        original: { name: `${BASE}.mp4`, type: 'mp4' },
        '1080-hdr': { name: `${BASE} - 1080p-hdr.mkv`, type: 'mkv' },
      },
      hlsPlaylist: null,
      thumbnails: null,
    });
  });

  it('keeps the mp4 when the same quality also comes as webm or mkv', () => {
    const [video] = groupFolderVideos(
      FOLDER,
      [
        `${BASE} - 720p.mkv`,
        `${BASE} - 720p.webm`,
        `${BASE} - 720p.mp4`,
        `${BASE}.mkv`,
        `${BASE}.webm`,
      ],
      [],
    );
    expect(video?.files['720']).toEqual({ name: `${BASE} - 720p.mp4`, type: 'mp4' });
    expect(video?.files.original).toEqual({ name: `${BASE}.webm`, type: 'webm' });
  });

  it('takes the HLS rendition of a base from its .hls folder', () => {
    const videos = groupFolderVideos(
      FOLDER,
      [`${BASE} - 720p.mp4`],
      [{ name: `${BASE}.hls`, playlist: 'master.m3u8' }],
    );
    expect(videos).toHaveLength(1);
    expect(videos[0]?.hlsPlaylist).toBe(`${BASE}.hls/master.m3u8`);
  });

  it('makes a video of an HLS rendition without any file', () => {
    const videos = groupFolderVideos('', [], [{ name: 'Clip.hls', playlist: 'index.m3u8' }]);
    expect(videos).toEqual([
      {
        folder: '',
        base: 'Clip',
        files: {},
        hlsPlaylist: 'Clip.hls/index.m3u8',
        captions: [],
        thumbnails: null,
      },
    ]);
  });

  it('attaches captions by base name with their language (unknown without one), in a stable order', () => {
    const [video] = groupFolderVideos(
      FOLDER,
      [
        `${BASE}.en.vtt`,
        `${BASE}.en.srt`,
        `${BASE}.fr.srt`,
        `${BASE}.vtt`,
        `${BASE}.pt-BR.vtt`,
        `${BASE}.en.forced.srt`,
        `${BASE} - 720p.mp4`,
        `${BASE} - 720p.de.vtt`,
      ],
      [],
    );
    expect(video?.captions).toEqual([
      { name: `${BASE} - 720p.de.vtt`, type: 'vtt', language: 'German' },
      { name: `${BASE}.en.vtt`, type: 'vtt', language: 'English' },
      { name: `${BASE}.en.srt`, type: 'srt', language: 'English' },
      { name: `${BASE}.en.forced.srt`, type: 'srt', language: 'English (Forced)' },
      { name: `${BASE}.fr.srt`, type: 'srt', language: 'French' },
      { name: `${BASE}.pt-BR.vtt`, type: 'vtt', language: 'Portuguese (BR)' },
      { name: `${BASE}.vtt`, type: 'vtt', language: 'Unknown' },
    ]);
  });

  it('keeps dotted base names apart from the language part', () => {
    const [video] = groupFolderVideos(
      'Mr. Robot/Season 01',
      ['Mr. Robot S01E01.mp4', 'Mr. Robot S01E01.en.vtt', 'Mr. Robot S01E01.vtt'],
      [],
    );
    expect(video?.base).toBe('Mr. Robot S01E01');
    expect(video?.captions.map((caption) => caption.language)).toEqual(['English', 'Unknown']);
  });

  it('takes <base>.thumbnails.vtt as the seek-preview sprite, not as a caption', () => {
    const [video] = groupFolderVideos(
      FOLDER,
      [`${BASE}.mp4`, `${BASE}.thumbnails.vtt`, `${BASE}.thumbnails.jpg`],
      [],
    );
    expect(video?.thumbnails).toBe(`${BASE}.thumbnails.vtt`);
    expect(video?.captions).toEqual([]);
  });

  it('leaves out captions, sprites and other files that belong to no video', () => {
    const videos = groupFolderVideos(
      FOLDER,
      [
        'Other.en.vtt',
        'Other.thumbnails.vtt',
        'notes.txt',
        'poster.jpg',
        `${BASE}.mp4`,
        `${BASE}.1080p.vtt`,
      ],
      [],
    );
    expect(videos).toHaveLength(1);
    expect(videos[0]?.captions).toEqual([]);
    expect(videos[0]?.thumbnails).toBeNull();
  });

  it('returns one video per base, sorted by base', () => {
    const videos = groupFolderVideos('Show/Season 01', ['Show S01E02.mp4', 'Show S01E01.webm'], []);
    expect(videos.map((video) => video.base)).toEqual(['Show S01E01', 'Show S01E02']);
  });
});

describe('getHlsFolderBase', () => {
  it('reads the base of an HLS folder and ignores other folders', () => {
    expect(getHlsFolderBase('Sintel (2010).hls')).toBe('Sintel (2010)');
    expect(getHlsFolderBase('Sintel (2010) - 720p.HLS')).toBe('Sintel (2010)');
    expect(getHlsFolderBase('.hls')).toBeNull();
    expect(getHlsFolderBase('Season 01')).toBeNull();
  });
});
