import { describe, expect, it } from 'vitest';
import type { JsonAnswer } from '~/lib/api-client';
import { readTokenCheckAnswer, TOKEN_CHECK_UNAVAILABLE_MESSAGE } from './four-k-token';

function answer(status: number, body: unknown): JsonAnswer {
  return { status, ok: status >= 200 && status < 300, body, retryAfter: null };
}

const STREAM = { type: 'movie', title: 'Big Buck Bunny', year: 2008, tmdbId: '10378', videos: 1 };

describe('reading the 4K tester’s answer', () => {
  it('is valid when the answer lists at least one stream', () => {
    expect(
      readTokenCheckAnswer(answer(200, { streams: [STREAM], expiresAt: 1_827_187_200_000 })),
    ).toEqual({
      kind: 'valid',
      streams: [{ type: 'movie', title: 'Big Buck Bunny', year: 2008, videos: 1 }],
      expiresAt: 1_827_187_200_000,
    });
  });

  it('is invalid when the list of streams is empty, even with status 200', () => {
    expect(readTokenCheckAnswer(answer(200, { streams: [] }))).toEqual({
      kind: 'invalid',
      reason: null,
    });
  });

  it('is invalid with the server’s reason when the token is refused', () => {
    expect(
      readTokenCheckAnswer(
        answer(403, { streams: [], error: 'This 4K token belongs to another account' }),
      ),
    ).toEqual({ kind: 'invalid', reason: 'This 4K token belongs to another account' });
  });

  it('asks for a sign-in on 401 instead of calling the token invalid', () => {
    expect(readTokenCheckAnswer(answer(401, { error: 'Unauthorized' }))).toEqual({
      kind: 'signed-out',
    });
  });

  it('says the test could not run on a server fault or too many tests, not that the token is bad', () => {
    expect(readTokenCheckAnswer(answer(503, null))).toEqual({
      kind: 'unavailable',
      reason: TOKEN_CHECK_UNAVAILABLE_MESSAGE,
    });
    expect(readTokenCheckAnswer(answer(429, { error: 'Too many requests' })).kind).toBe(
      'unavailable',
    );
  });

  it('leaves out listed entries that are not titles', () => {
    const result = readTokenCheckAnswer(answer(200, { streams: [STREAM, 'junk', { title: 3 }] }));
    expect(result.kind === 'valid' ? result.streams.map((stream) => stream.title) : []).toEqual([
      'Big Buck Bunny',
    ]);
  });
});
