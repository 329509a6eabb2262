import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TmdbId, toTmdbId } from '../media/tmdb-id';
import {
  buildEpisodePath,
  buildMediaPath,
  isAutoplayRequested,
  parseEpisodeNumberParam,
  parseMediaIdParam,
} from './media-path';

const id = (value: number) => value as TmdbId;

describe('buildMediaPath', () => {
  it('links movies under /movies and series under /series with id and slug', () => {
    expect(buildMediaPath('movie', id(603), 'The Matrix')).toBe('/movies/603-the-matrix');
    expect(buildMediaPath('tv', id(1396), 'Breaking Bad')).toBe('/series/1396-breaking-bad');
  });

  it('leaves the slug out when the title gives none', () => {
    expect(buildMediaPath('movie', id(129), '千と千尋の神隠し')).toBe('/movies/129');
    expect(buildMediaPath('tv', id(5), null)).toBe('/series/5');
    expect(buildMediaPath('tv', id(5), '')).toBe('/series/5');
  });

  it('builds links whose id reads back whatever the title', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.string({ unit: 'binary' }),
        (value, title) => {
          const segment = buildMediaPath('movie', id(value), title).slice('/movies/'.length);
          expect(parseMediaIdParam(segment)).toBe(value);
        },
      ),
    );
  });
});

describe('buildEpisodePath', () => {
  it('appends season and episode to the series path', () => {
    expect(buildEpisodePath(id(1396), 'Breaking Bad', 1, 3)).toBe('/series/1396-breaking-bad/1/3');
    expect(buildEpisodePath(id(7), undefined, 0, 1)).toBe('/series/7/0/1');
  });
});

describe('parseMediaIdParam', () => {
  it.each([
    ['603-the-matrix', 603],
    ['603', 603],
    ['603-', 603],
    ['603-2-fast', 603],
    ['0603-leading-zero', 603],
  ])('reads %j as id %j', (param, expected) => {
    expect(parseMediaIdParam(param)).toBe(toTmdbId(expected));
  });

  it.each(['', '-603', 'the-matrix', '0', '6e2', '+603', ' 603', '603.5-x', '9007199254740993'])(
    'refuses %j',
    (param) => {
      expect(parseMediaIdParam(param)).toBeNull();
    },
  );

  it('refuses a missing parameter', () => {
    expect(parseMediaIdParam(undefined)).toBeNull();
    expect(parseMediaIdParam(null)).toBeNull();
  });
});

describe('parseEpisodeNumberParam', () => {
  it('reads non-negative whole numbers, season 0 included', () => {
    expect(parseEpisodeNumberParam('0')).toBe(0);
    expect(parseEpisodeNumberParam('12')).toBe(12);
  });

  it.each([undefined, null, '', '-1', '1.5', 'one', '99999999999999999'])('refuses %j', (param) => {
    expect(parseEpisodeNumberParam(param)).toBeNull();
  });
});

describe('isAutoplayRequested', () => {
  it('starts playing only for play=true', () => {
    expect(isAutoplayRequested('true')).toBe(true);
    expect(isAutoplayRequested('1')).toBe(false);
    expect(isAutoplayRequested(null)).toBe(false);
  });
});
