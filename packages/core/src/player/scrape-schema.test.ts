import { describe, expect, it } from 'vitest';
import { scrapeRequestSchema, sourceSearchProgressSchema } from './scrape-schema';

const movie = {
  type: 'movie',
  title: 'Night of the Living Dead',
  releaseYear: 1968,
  tmdbId: '10331',
  imdbId: 'tt0063350',
};
const show = {
  type: 'show',
  title: 'A Show',
  releaseYear: 2011,
  tmdbId: '1399',
  season: { number: 1, tmdbId: '3624' },
  episode: { number: 3, tmdbId: '63058' },
};

describe('scrapeRequestSchema', () => {
  it('accepts a movie request, with or without an IMDb id', () => {
    expect(scrapeRequestSchema.parse(movie)).toEqual(movie);
    const { imdbId: _, ...withoutImdb } = movie;
    expect(scrapeRequestSchema.safeParse(withoutImdb).success).toBe(true);
  });

  it('accepts an episode request with its season and episode', () => {
    expect(scrapeRequestSchema.parse(show)).toEqual(show);
  });

  it.each([
    ['a show without its episode', { ...show, episode: undefined }],
    ['a numeric TMDB id', { ...movie, tmdbId: 10331 }],
    ['a TMDB id with letters', { ...movie, tmdbId: '10331a' }],
    ['a malformed IMDb id', { ...movie, imdbId: '0063350' }],
    ['a fractional season number', { ...show, season: { number: 1.5, tmdbId: '1' } }],
    ['a missing release year', { ...movie, releaseYear: undefined }],
  ])('rejects %s', (_, value) => {
    expect(scrapeRequestSchema.safeParse(value).success).toBe(false);
  });
});

describe('sourceSearchProgressSchema', () => {
  it('accepts a progress event and rejects an unknown status or a percentage over 100', () => {
    const event = {
      providerId: 'archive',
      providerName: 'Internet Archive',
      status: 'checking',
      percent: 40,
    };
    expect(sourceSearchProgressSchema.parse(event)).toEqual(event);
    expect(sourceSearchProgressSchema.safeParse({ ...event, status: 'done' }).success).toBe(false);
    expect(sourceSearchProgressSchema.safeParse({ ...event, percent: 101 }).success).toBe(false);
    expect(sourceSearchProgressSchema.safeParse({ ...event, providerId: 'Bad Id' }).success).toBe(
      false,
    );
  });
});
