import type { MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { describe, expect, it } from 'vitest';
import { createMediaLookup, type LookupMediaType } from './media-lookup';

interface Request {
  mediaType: LookupMediaType;
  mediaId: MediaId;
  answer: (item: MediaSummary | null) => void;
  fail: () => void;
}

function item(id: number, fields: Partial<MediaSummary>): MediaSummary {
  return { id, title: null, name: null, vote_average: null, ...fields } as unknown as MediaSummary;
}

/** A lookup whose requests wait until the test answers them; notifications run at once. */
function setUp(concurrency = 2) {
  const requests: Request[] = [];
  let notifications = 0;
  const lookup = createMediaLookup({
    concurrency,
    fetchDetails: (mediaType, mediaId) =>
      new Promise((resolve, reject) => {
        requests.push({ mediaType, mediaId, answer: resolve, fail: () => reject(new Error('x')) });
      }),
    scheduleNotify: (notify) => {
      notifications += 1;
      notify();
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { lookup, requests, settle, notifications: () => notifications };
}

const film = (n: number) => ({ mediaId: toMediaId(n), mediaType: 'movie' as const });
const [one, two, three, four] = [film(1), film(2), film(3), film(4)];
const untyped = (n: number) => ({ mediaId: toMediaId(n), mediaType: undefined });

describe('createMediaLookup', () => {
  it('keeps at most `concurrency` requests in flight and starts the next as one finishes', async () => {
    const { lookup, requests, settle } = setUp(2);
    lookup.want([one, two, three, four]);
    expect(requests.map((r) => r.mediaId)).toEqual([1, 2]);
    requests[0]?.answer(item(1, { title: 'One' }));
    await settle();
    expect(requests.map((r) => r.mediaId)).toEqual([1, 2, 3]);
  });

  it('asks a typed title as its type only, never as the other type', async () => {
    const { lookup, requests, settle } = setUp(1);
    const series = { mediaId: toMediaId(615), mediaType: 'tv' as const };
    lookup.want([series]);
    expect(requests.map((r) => [r.mediaType, r.mediaId])).toEqual([['tv', 615]]);
    requests[0]?.answer(item(615, { name: 'Futurama', overview: 'long text' }));
    await settle();
    expect(requests).toHaveLength(1);
    const result = lookup.getSnapshot().get(series);
    expect(result).toMatchObject({ status: 'found', mediaType: 'tv' });
    const found = result?.status === 'found' ? result.item : null;
    expect(found).toMatchObject({ name: 'Futurama', media_type: 'tv' });
    expect(found).not.toHaveProperty('overview');
    expect(lookup.getSnapshot().get({ ...series, mediaType: 'movie' })).toBeUndefined();
  });

  it('asks an untyped title as both types and resolves it to the only one that exists', async () => {
    const { lookup, requests, settle } = setUp(1);
    lookup.want([untyped(5)]);
    expect(requests.map((r) => r.mediaType)).toEqual(['movie', 'tv']);
    requests[0]?.answer(null);
    requests[1]?.answer(item(5, { name: 'A Show' }));
    await settle();
    expect(lookup.getSnapshot().get(untyped(5))).toMatchObject({
      status: 'found',
      mediaType: 'tv',
      resolvedType: 'tv',
    });
    // The typed answers are kept, so the bookmark once typed asks nothing again.
    lookup.want([{ mediaId: toMediaId(5), mediaType: 'tv' }]);
    expect(requests).toHaveLength(2);
    expect(lookup.getSnapshot().get({ mediaId: toMediaId(5), mediaType: 'tv' })?.status).toBe(
      'found',
    );
  });

  it('shows and resolves an untyped title as the movie when both a movie and a series have its id', async () => {
    const { lookup, requests, settle } = setUp(1);
    lookup.want([untyped(615)]);
    requests[0]?.answer(item(615, { title: 'The Passion of the Christ' }));
    requests[1]?.answer(item(615, { name: 'Futurama' }));
    await settle();
    expect(lookup.getSnapshot().get(untyped(615))).toMatchObject({
      status: 'found',
      mediaType: 'movie',
      resolvedType: 'movie',
    });
  });

  it('shows an untyped title as before but leaves it unresolved when one of the two answers failed', async () => {
    const { lookup, requests, settle } = setUp(1);
    lookup.want([untyped(615)]);
    requests[0]?.answer(item(615, { title: 'The Passion of the Christ' }));
    requests[1]?.fail();
    await settle();
    expect(lookup.getSnapshot().get(untyped(615))).toMatchObject({
      status: 'found',
      mediaType: 'movie',
      resolvedType: null,
    });
    lookup.forgetFailures();
    lookup.want([untyped(615)]);
    expect(requests).toHaveLength(4);
  });

  it('calls an id without a title "missing", and a failed request "failed"', async () => {
    const { lookup, requests, settle } = setUp(3);
    lookup.want([one, two, untyped(3)]);
    requests[0]?.answer(null);
    requests[1]?.fail();
    requests[2]?.answer(null);
    requests[3]?.answer(null);
    await settle();
    expect(lookup.getSnapshot().get(one)).toEqual({ status: 'missing' });
    expect(lookup.getSnapshot().get(two)).toEqual({ status: 'failed' });
    expect(lookup.getSnapshot().get(untyped(3))).toEqual({
      status: 'missing',
      resolvedType: null,
    });
  });

  it('never asks twice for an answered title, but asks again for a failed one after forgetFailures', async () => {
    const { lookup, requests, settle } = setUp(2);
    lookup.want([one, two]);
    requests[0]?.answer(item(1, { title: 'One' }));
    requests[1]?.fail();
    await settle();
    lookup.want([one, two]);
    expect(requests).toHaveLength(2);
    lookup.forgetFailures();
    lookup.want([one, two]);
    expect(requests.map((r) => r.mediaId)).toEqual([1, 2, 2]);
  });

  it('drops what was waiting when a new list is wanted, letting requests in flight finish', async () => {
    const { lookup, requests, settle } = setUp(1);
    lookup.want([one, two, three]);
    lookup.want([four]);
    expect(requests.map((r) => r.mediaId)).toEqual([1]);
    requests[0]?.answer(item(1, { title: 'One' }));
    await settle();
    expect(requests.map((r) => r.mediaId)).toEqual([1, 4]);
    expect(lookup.getSnapshot().get(one)?.status).toBe('found');
  });

  it('gives subscribers a new snapshot after answers arrive, leaving the old one as it was', async () => {
    const { lookup, requests, settle } = setUp(1);
    const before = lookup.getSnapshot();
    let calls = 0;
    const stop = lookup.subscribe(() => (calls += 1));
    lookup.want([one]);
    requests[0]?.answer(item(1, { title: 'One' }));
    await settle();
    expect(calls).toBe(1);
    expect(lookup.getSnapshot().get(one)?.status).toBe('found');
    expect(before.get(one)).toBeUndefined();
    stop();
  });
});
