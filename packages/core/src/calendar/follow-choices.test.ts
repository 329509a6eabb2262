import { describe, expect, it } from 'vitest';
import {
  choicesById,
  MAX_FOLLOW_CHOICES,
  readFollowChoices,
  withFollowChoice,
  writeFollowChoices,
  type FollowChoiceEntry,
} from './follow-choices';

describe('readFollowChoices', () => {
  it('reads series ids with their choice, the latest per series, and skips anything else', () => {
    const raw = JSON.stringify([
      [1396, 'follow'],
      [52, 'unfollow'],
      [0, 'follow'],
      ['7', 'follow'],
      [8, 'maybe'],
      [9],
      [1396, 'unfollow'],
      'x',
    ]);
    expect(readFollowChoices(raw)).toEqual([
      { seriesId: 52, choice: 'unfollow' },
      { seriesId: 1396, choice: 'unfollow' },
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
      { seriesId: 3, choice: 'follow' },
      { seriesId: 1, choice: 'unfollow' },
    ];
    expect(readFollowChoices(writeFollowChoices(entries))).toEqual(entries);
  });
});

describe('withFollowChoice', () => {
  it('records the newest choice for a series last, replacing an older one', () => {
    const entries = withFollowChoice(
      [
        { seriesId: 1, choice: 'follow' },
        { seriesId: 2, choice: 'follow' },
      ],
      1,
      'unfollow',
    );
    expect(entries).toEqual([
      { seriesId: 2, choice: 'follow' },
      { seriesId: 1, choice: 'unfollow' },
    ]);
    expect(choicesById(entries)).toEqual({ '1': 'unfollow', '2': 'follow' });
  });

  it(`keeps the newest ${MAX_FOLLOW_CHOICES} choices`, () => {
    let entries: FollowChoiceEntry[] = [];
    for (let id = MAX_FOLLOW_CHOICES + 5; id >= 1; id -= 1) {
      entries = withFollowChoice(entries, id, 'follow');
    }
    expect(entries).toHaveLength(MAX_FOLLOW_CHOICES);
    expect(entries[0]?.seriesId).toBe(MAX_FOLLOW_CHOICES);
    expect(entries.at(-1)?.seriesId).toBe(1);
  });
});
