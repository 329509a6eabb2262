import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_TITLE_MAX_LENGTH, buildDownloadFileName, sanitizeFileNamePart } from './file-name';

describe('buildDownloadFileName', () => {
  it('names episodes Title.SxxEyy-{host}.{type} with two-digit numbers', () => {
    expect(
      buildDownloadFileName({
        title: 'Harbour Lights',
        host: 'library',
        type: 'mp4',
        episode: { seasonNumber: 1, episodeNumber: 3 },
      }),
    ).toBe('Harbour Lights.S01E03-library.mp4');
  });

  it('keeps numbers that need more than two digits', () => {
    expect(
      buildDownloadFileName({
        title: 'Long Runner',
        host: 'library',
        type: 'mkv',
        episode: { seasonNumber: 12, episodeNumber: 104 },
      }),
    ).toBe('Long Runner.S12E104-library.mkv');
  });

  it('names movies Title-{host}.{type}', () => {
    expect(buildDownloadFileName({ title: 'Sintel', host: 'archive', type: 'mp4' })).toBe(
      'Sintel-archive.mp4',
    );
  });

  it('removes characters file systems refuse', () => {
    expect(
      buildDownloadFileName({ title: 'Who? What: "Why" <1/2>', host: 'a|b', type: '.MP4' }),
    ).toBe('Who What Why 12-ab.mp4');
  });

  it('leaves out an empty host or type and falls back to a title', () => {
    expect(buildDownloadFileName({ title: '???', host: '', type: '' })).toBe('video');
    expect(buildDownloadFileName({ title: 'A', host: 'my host', type: 'm3u8' })).toBe(
      'A-my-host.m3u8',
    );
  });

  it('cuts very long titles', () => {
    const name = buildDownloadFileName({ title: 'x'.repeat(500), host: 'h', type: 'mp4' });
    expect(name).toBe(`${'x'.repeat(FILE_TITLE_MAX_LENGTH)}-h.mp4`);
  });
});

describe('sanitizeFileNamePart', () => {
  it('keeps letters of any script', () => {
    expect(sanitizeFileNamePart('Amélie 千と千尋')).toBe('Amélie 千と千尋');
  });

  it('trims dots and spaces at both ends and collapses inner whitespace', () => {
    expect(sanitizeFileNamePart(' ..Tab\tand\nline.. ')).toBe('Tab and line');
  });

  it('never leaves a refused character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(sanitizeFileNamePart(text)).not.toMatch(/[<>:"/\\|?*\p{Cc}]|^[\s.]|[\s.]$/u);
      }),
    );
  });
});
