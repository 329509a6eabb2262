import { describe, expect, it } from 'vitest';
import {
  describeCaptionLanguage,
  getContainerType,
  normaliseTitle,
  parseEpisodeMarker,
  parseQualitySuffix,
  parseSeasonFolderName,
  parseTitleFolderName,
  splitExtension,
} from './library-naming';

describe('parseTitleFolderName', () => {
  it.each([
    [
      'Big Buck Bunny (2008) [tmdbid-10378]',
      { title: 'Big Buck Bunny', year: 2008, tmdbId: '10378', imdbId: null },
    ],
    ['Sintel (2010)', { title: 'Sintel', year: 2010, tmdbId: null, imdbId: null }],
    [
      'Sintel (2010) [tmdbid=45745]',
      { title: 'Sintel', year: 2010, tmdbId: '45745', imdbId: null },
    ],
    [
      'Breaking Bad {tmdb-1396}',
      { title: 'Breaking Bad', year: null, tmdbId: '1396', imdbId: null },
    ],
    [
      'Breaking Bad (2008) {tmdb-1396} [imdbid-tt0903747]',
      { title: 'Breaking Bad', year: 2008, tmdbId: '1396', imdbId: 'tt0903747' },
    ],
    ['Breaking Bad', { title: 'Breaking Bad', year: null, tmdbId: null, imdbId: null }],
    ['2012 (2009)', { title: '2012', year: 2009, tmdbId: null, imdbId: null }],
    ['Film [TMDBID-0]', { title: 'Film', year: null, tmdbId: null, imdbId: null }],
  ])('reads %j', (name, expected) => {
    expect(parseTitleFolderName(name)).toEqual(expected);
  });
});

describe('parseSeasonFolderName', () => {
  it.each([
    ['Season 01', 1],
    ['Season 1', 1],
    ['season 12', 12],
    ['Season01', 1],
    ['Specials', 0],
    ['specials', 0],
    ['Season 00', 0],
  ])('reads %j as season %d', (name, season) => {
    expect(parseSeasonFolderName(name)).toBe(season);
  });

  it.each(['Extras', 'Season', 'Season One', 'Seasons 1'])('refuses %j', (name) => {
    expect(parseSeasonFolderName(name)).toBeNull();
  });
});

describe('parseEpisodeMarker', () => {
  it.each([
    ['Breaking Bad S01E03', { season: 1, episode: 3 }],
    ['breaking.bad.s02e10.pilot', { season: 2, episode: 10 }],
    ['Show - s1e3', { season: 1, episode: 3 }],
    ['Show S00E01 Special', { season: 0, episode: 1 }],
    ['Show S01E01E02', { season: 1, episode: 1 }],
    ['Show 1x03', { season: 1, episode: 3 }],
    ['Show 12x103 Title', { season: 12, episode: 103 }],
  ])('reads %j', (name, expected) => {
    expect(parseEpisodeMarker(name)).toEqual(expected);
  });

  it.each(['Big Buck Bunny (2008)', 'Film 1920x1080', 'Mases01e02', 'Show S01'])(
    'finds no episode in %j',
    (name) => {
      expect(parseEpisodeMarker(name)).toBeNull();
    },
  );
});

describe('parseQualitySuffix', () => {
  it.each([
    ['Film (2008) - 720p', 'Film (2008)', '720'],
    ['Film (2008) - 1080p', 'Film (2008)', '1080'],
    ['Film (2008) - 480p', 'Film (2008)', '480'],
    ['Film (2008) - 360p', 'Film (2008)', '360'],
    ['Film (2008) - 4k', 'Film (2008)', '4k'],
    ['Film (2008) - 4K', 'Film (2008)', '4k'],
    ['Film (2008) - 2160p', 'Film (2008)', '4k'],
    ['Film (2008) - 1080p-hdr', 'Film (2008)', '1080-hdr'],
    ['Film (2008) - 2160p HDR', 'Film (2008)', '4k-hdr'],
    ['Film (2008) - 720P', 'Film (2008)', '720'],
    ['Film (2008)', 'Film (2008)', 'original'],
    ['Film (2008) - 540p', 'Film (2008) - 540p', 'original'],
    ['Film (2008)-720p', 'Film (2008)-720p', 'original'],
    [' - 720p', ' - 720p', 'original'],
  ])('splits %j into %j and %s', (stem, base, quality) => {
    expect(parseQualitySuffix(stem)).toEqual({ base, quality });
  });
});

describe('file extensions', () => {
  it('splits a name at its last dot and lower-cases the extension', () => {
    expect(splitExtension('Mr. Robot S01E01.MP4')).toEqual({
      stem: 'Mr. Robot S01E01',
      extension: 'mp4',
    });
    expect(splitExtension('README')).toEqual({ stem: 'README', extension: '' });
    expect(splitExtension('.hidden')).toEqual({ stem: '.hidden', extension: '' });
  });

  it('knows mp4, webm and mkv as video containers and nothing else', () => {
    expect(getContainerType('mp4')).toBe('mp4');
    expect(getContainerType('webm')).toBe('webm');
    expect(getContainerType('mkv')).toBe('mkv');
    expect(getContainerType('avi')).toBeNull();
    expect(getContainerType('constructor')).toBeNull();
  });
});

describe('describeCaptionLanguage', () => {
  it.each([
    ['en', 'English'],
    ['EN', 'English'],
    ['fr', 'French'],
    ['pt-BR', 'Portuguese (BR)'],
    ['es_419', 'Spanish (419)'],
    ['eng', 'eng'],
    ['qq', 'qq'],
    ['English', 'English'],
    ['Brazilian Portuguese', 'Brazilian Portuguese'],
    ['en.forced', 'English (Forced)'],
    ['de.sdh', 'German (SDH)'],
  ])('reads %j as %j', (part, language) => {
    expect(describeCaptionLanguage(part)).toBe(language);
  });

  it.each(['thumbnails', 'Thumbnails', '1080p', 'en.director', 'a.b.c', '', 'x'])(
    'does not read %j as a language',
    (part) => {
      expect(describeCaptionLanguage(part)).toBeNull();
    },
  );
});

describe('normaliseTitle', () => {
  it.each([
    ['Amélie', 'amelie'],
    ['The Matrix', 'matrix'],
    ['Matrix, The', 'matrix'],
    ['THE MATRIX', 'matrix'],
    ['Star Wars: A New Hope', 'star wars a new hope'],
    ['Star Wars - A New Hope', 'star wars a new hope'],
    ["Ocean's Eleven", 'oceans eleven'],
    ['Fast & Furious', 'fast and furious'],
    ['Léon: The Professional', 'leon the professional'],
    ['  Spaced   Out  ', 'spaced out'],
    ['Theodore', 'theodore'],
  ])('reads %j as %j', (title, normalised) => {
    expect(normaliseTitle(title)).toBe(normalised);
  });
});
