import { describe, expect, it } from 'vitest';
import {
  bookmarkSyncEnvelopeSchema,
  watchHistorySyncEnvelopeSchema,
  bookmarksAnswerSchema,
  bookmarkSyncRequestSchema,
  MAX_SYNC_WATCH_ITEMS,
  syncQuerySchema,
  watchHistoryAnswerSchema,
  watchHistorySyncRequestSchema,
} from './sync-schema';

const movie = { type: 'movie', title: 'M', updatedAt: 1, progress: { watched: 1, duration: 2 } };

describe('bookmark sync bodies', () => {
  it('accept the spec client’s {bookmarks, updatedAt}', () => {
    const body = { bookmarks: [{ mediaId: 1, category: 'watchlist', addedAt: 5 }], updatedAt: 5 };
    expect(bookmarkSyncRequestSchema.parse(body)).toEqual(body);
  });

  it('accept tombstones and a since cursor from our client', () => {
    const body = {
      bookmarks: [],
      updatedAt: null,
      deleted: [{ mediaId: 1, category: 'watchlist', deletedAt: 9 }],
      since: 42,
    };
    expect(bookmarkSyncRequestSchema.parse(body)).toEqual(body);
  });

  it.each([
    [{ updatedAt: 5 }],
    [{ bookmarks: [{ mediaId: -1, category: 'a', addedAt: 1 }] }],
    [{ bookmarks: [], since: -1 }],
    [
      {
        bookmarks: Array.from({ length: 10_001 }, () => ({
          mediaId: 1,
          category: 'a',
          addedAt: 1,
        })),
      },
    ],
  ])('refuse %#', (body) => {
    expect(bookmarkSyncRequestSchema.safeParse(body).success).toBe(false);
  });

  it('read the spec’s {bookmarks} answer and ours with tombstones and cursor', () => {
    expect(bookmarksAnswerSchema.safeParse({ bookmarks: [] }).success).toBe(true);
    expect(bookmarksAnswerSchema.safeParse({ bookmarks: [], deleted: [], cursor: 3 }).success).toBe(
      true,
    );
  });
});

describe('watch-history sync bodies', () => {
  it('accept the spec client’s {items, updatedAt} and the {items} answer', () => {
    expect(
      watchHistorySyncRequestSchema.safeParse({ items: { '1': movie }, updatedAt: 7 }).success,
    ).toBe(true);
    expect(watchHistoryAnswerSchema.safeParse({ items: { '1': movie }, cursor: 1 }).success).toBe(
      true,
    );
  });

  it('refuse more items than one request may carry', () => {
    const items = Object.fromEntries(
      Array.from({ length: MAX_SYNC_WATCH_ITEMS + 1 }, (_, i) => [String(i + 1), movie]),
    );
    expect(watchHistorySyncRequestSchema.safeParse({ items }).success).toBe(false);
  });
});

describe('syncQuerySchema', () => {
  it('reads ?since= as a number and allows it to be absent', () => {
    expect(syncQuerySchema.parse({ since: '17' })).toEqual({ since: 17 });
    expect(syncQuerySchema.parse({})).toEqual({});
  });

  it.each([['-1'], ['1.5'], ['abc'], ['99999999999999999']])('refuses since=%s', (since) => {
    expect(syncQuerySchema.safeParse({ since }).success).toBe(false);
  });
});

describe('the sync envelopes, whose entries a server validates a chunk at a time', () => {
  it('take the lists unread, with the same bounds and fields as the whole requests', () => {
    expect(
      bookmarkSyncEnvelopeSchema.safeParse({ bookmarks: [{ any: 'thing' }], updatedAt: 5 }).success,
    ).toBe(true);
    expect(
      bookmarkSyncEnvelopeSchema.safeParse({
        bookmarks: Array.from({ length: 10_001 }, () => 1),
        updatedAt: 5,
      }).success,
    ).toBe(false);
    expect(
      watchHistorySyncEnvelopeSchema.safeParse({ items: { x: 'anything' }, updatedAt: null })
        .success,
    ).toBe(true);
    const tooMany = Object.fromEntries(Array.from({ length: 5_001 }, (_, i) => [String(i), 1]));
    expect(watchHistorySyncEnvelopeSchema.safeParse({ items: tooMany, updatedAt: 1 }).success).toBe(
      false,
    );
  });
});
