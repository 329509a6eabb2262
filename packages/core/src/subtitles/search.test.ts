import { describe, expect, it } from 'vitest';
import { type PlayerMediaInfo, playerMediaInfoSchema } from '../player/media-info-schema';
import { buildSubtitleSearchQuery, needsSubtitleSearch, resolveSearchCaptions } from './search';
import { subtitleSearchAnswerSchema } from './search-schema';

const movie: PlayerMediaInfo = playerMediaInfoSchema.parse({
  id: 10331,
  type: 'movie',
  title: 'Night of the Living Dead',
  year: 1968,
  poster: null,
});
const episode: PlayerMediaInfo = playerMediaInfoSchema.parse({
  id: 1399,
  type: 'show',
  title: 'A Show',
  year: 2011,
  poster: null,
  seasonId: 3624,
  seasonNumber: 2,
  seasonTitle: 'Season 2',
  episodeId: 's2e5',
  episodeNumber: 5,
  episodeTitle: 'Five',
});

describe('subtitle search', () => {
  it('runs only for a stream without captions', () => {
    expect(needsSubtitleSearch({ captions: [] })).toBe(true);
    expect(
      needsSubtitleSearch({ captions: [{ id: '1', language: 'en', url: '/s.vtt', type: 'vtt' }] }),
    ).toBe(false);
  });

  it('asks by id for a movie and by id, season and episode for an episode', () => {
    expect(buildSubtitleSearchQuery(movie)).toEqual({ id: '10331' });
    expect(buildSubtitleSearchQuery(episode)).toEqual({ id: '1399', season: '2', episode: '5' });
  });

  it('gives every found caption a format: declared, from the URL, else srt', () => {
    const answer = subtitleSearchAnswerSchema.parse({
      captions: [
        { id: 'a', language: 'en', url: 'https://subs.example/a.vtt' },
        { id: 'b', language: 'fr', url: 'https://subs.example/b', type: 'vtt' },
        { id: 'c', language: 'de', url: 'https://subs.example/c' },
      ],
    });
    expect(resolveSearchCaptions(answer.captions).map((caption) => caption.type)).toEqual([
      'vtt',
      'vtt',
      'srt',
    ]);
  });

  it('rejects an answer without a captions array or with an unsafe caption URL', () => {
    expect(subtitleSearchAnswerSchema.safeParse({}).success).toBe(false);
    expect(
      subtitleSearchAnswerSchema.safeParse({
        captions: [{ id: 'a', language: 'en', url: 'javascript:alert(1)' }],
      }).success,
    ).toBe(false);
    expect(subtitleSearchAnswerSchema.safeParse({ captions: [] }).success).toBe(true);
  });
});
