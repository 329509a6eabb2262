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

const [one, two, three, four] = [1, 2, 3, 4].map(toMediaId) as [MediaId, MediaId, MediaId, MediaId];

describe('createMediaLookup', () => {
  it('keeps at most `concurrency` requests in flight and starts the next as one finishes', async () => {
    const { lookup, requests, settle } = setUp(2);
    lookup.want([one, two, three, four]);
    expect(requests.map((r) => r.mediaId)).toEqual([one, two]);
    requests[0]?.answer(item(1, { title: 'One' }));
    await settle();
    expect(requests.map((r) => r.mediaId)).toEqual([one, two, three]);
  });

  it('asks for a series when no movie has the id, and remembers which it was', async () => {
    const { lookup, requests, settle } = setUp(1);
    lookup.want([one]);
    requests[0]?.answer(null);
    await settle();
    expect(requests[1]).toMatchObject({ mediaType: 'tv', mediaId: one });
    requests[1]?.answer(item(1, { name: 'A Show', overview: 'long text' }));
    await settle();
    const result = lookup.getSnapshot().get(one);
    expect(result).toMatchObject({ status: 'found', mediaType: 'tv' });
    expect(result?.status === 'found' ? result.item : null).toMatchObject({
      name: 'A Show',
      media_type: 'tv',
      overview: null,
    });
  });

  it('asks for a series first when the hint says so', () => {
    const { lookup, requests } = setUp(1);
    lookup.want([one], () => 'tv');
    expect(requests[0]?.mediaType).toBe('tv');
  });

  it('calls an id neither a movie nor a series "missing", and a failed request "failed"', async () => {
    const { lookup, requests, settle } = setUp(2);
    lookup.want([one, two]);
    requests[0]?.answer(null);
    requests[1]?.fail();
    await settle();
    requests[2]?.answer(null);
    await settle();
    expect(lookup.getSnapshot().get(one)).toEqual({ status: 'missing' });
    expect(lookup.getSnapshot().get(two)).toEqual({ status: 'failed' });
  });

  it('never asks twice for an answered id, but asks again for a failed one after forgetFailures', async () => {
    const { lookup, requests, settle } = setUp(2);
    lookup.want([one, two]);
    requests[0]?.answer(item(1, { title: 'One' }));
    requests[1]?.fail();
    await settle();
    lookup.want([one, two]);
    expect(requests).toHaveLength(2);
    lookup.forgetFailures();
    lookup.want([one, two]);
    expect(requests.map((r) => r.mediaId)).toEqual([one, two, two]);
  });

  it('drops what was waiting when a new list is wanted, letting requests in flight finish', async () => {
    const { lookup, requests, settle } = setUp(1);
    lookup.want([one, two, three]);
    lookup.want([four]);
    expect(requests.map((r) => r.mediaId)).toEqual([one]);
    requests[0]?.answer(item(1, { title: 'One' }));
    await settle();
    expect(requests.map((r) => r.mediaId)).toEqual([one, four]);
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
