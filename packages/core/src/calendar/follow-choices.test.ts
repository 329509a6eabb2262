import { describe, expect, it } from 'vitest';
import {
  choicesById,
  mergeFollowChoices,
  MAX_FOLLOW_CHOICES,
  readFollowChoices,
  withFollowChoice,
  writeFollowChoices,
  type FollowChoiceEntry,
} from './follow-choices';

describe('readFollowChoices', () => {
  it('reads series ids with their choice, the latest per series, and skips anything else', () => {
    const raw = JSON.stringify([
      [1396, 'follow', 10],
      [52, 'unfollow'],
      [0, 'follow'],
      ['7', 'follow'],
      [8, 'maybe'],
      [9],
      [10, 'follow', 1, 2],
      [1396, 'unfollow', 20],
      [11, 'follow', -5],
      'x',
    ]);
    expect(readFollowChoices(raw)).toEqual([
      { seriesId: 52, choice: 'unfollow', at: 0 },
      { seriesId: 1396, choice: 'unfollow', at: 20 },
      { seriesId: 11, choice: 'follow', at: 0 },
    ]);
  });

  it.each([null, '', 'not json', '{}', 'null', '"follow"', '42'])(
    'reads %j as no choices',
    (raw) => {
      expect(readFollowChoices(raw)).toEqual([]);
    },
  );

  it('reads back what it writes', () => {
    const entries: FollowChoiceEntry[] = [
      { seriesId: 3, choice: 'follow', at: 5 },
      { seriesId: 1, choice: 'unfollow', at: 6 },
    ];
    expect(readFollowChoices(writeFollowChoices(entries))).toEqual(entries);
  });
});

describe('mergeFollowChoices', () => {
  it('keeps per series the later choice, whichever side made it, oldest first', () => {
    expect(
      mergeFollowChoices(
        [
          { seriesId: 1, choice: 'follow', at: 10 },
          { seriesId: 2, choice: 'unfollow', at: 3 },
        ],
        [
          { seriesId: 1, choice: 'unfollow', at: 5 },
          { seriesId: 2, choice: 'follow', at: 7 },
          { seriesId: 3, choice: 'follow', at: 1 },
        ],
      ),
    ).toEqual([
      { seriesId: 3, choice: 'follow', at: 1 },
      { seriesId: 2, choice: 'follow', at: 7 },
      { seriesId: 1, choice: 'follow', at: 10 },
    ]);
  });

  it('is the same list whichever side is merged into which, but for ties', () => {
    const a = [{ seriesId: 1, choice: 'follow' as const, at: 4 }];
    const b = [{ seriesId: 1, choice: 'unfollow' as const, at: 4 }];
    expect(mergeFollowChoices(a, b)).toEqual(a);
    expect(mergeFollowChoices(b, a)).toEqual(b);
  });
});

describe('withFollowChoice', () => {
  it('records the newest choice for a series last, replacing an older one', () => {
    const entries = withFollowChoice(
      [
        { seriesId: 1, choice: 'follow', at: 1 },
        { seriesId: 2, choice: 'follow', at: 2 },
      ],
      1,
      'unfollow',
      3,
    );
    expect(entries).toEqual([
      { seriesId: 2, choice: 'follow', at: 2 },
      { seriesId: 1, choice: 'unfollow', at: 3 },
    ]);
    expect(choicesById(entries)).toEqual({ '1': 'unfollow', '2': 'follow' });
  });

  it(`keeps the newest ${MAX_FOLLOW_CHOICES} choices`, () => {
    let entries: FollowChoiceEntry[] = [];
    for (let id = MAX_FOLLOW_CHOICES + 5; id >= 1; id -= 1) {
      entries = withFollowChoice(entries, id, 'follow', 1);
    }
    expect(entries).toHaveLength(MAX_FOLLOW_CHOICES);
    expect(entries[0]?.seriesId).toBe(MAX_FOLLOW_CHOICES);
    expect(entries.at(-1)?.seriesId).toBe(1);
  });
});
