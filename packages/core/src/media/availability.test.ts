import { describe, expect, it } from 'vitest';
import { AVAILABILITY_BADGES, leadWithPlayable, pickAvailability } from './availability';

describe('pickAvailability', () => {
  it("prefers the operator's own copy to a free one, and a mark to none", () => {
    expect(pickAvailability('free', 'library')).toBe('library');
    expect(pickAvailability('library', null)).toBe('library');
    expect(pickAvailability(null, 'free')).toBe('free');
    expect(pickAvailability(null, null)).toBeNull();
  });
});

describe('leadWithPlayable', () => {
  it('puts the titles that play here first, keeping the order within each group', () => {
    const items = [
      { id: 1 },
      { id: 2, availability: 'free' as const },
      { id: 3, availability: undefined },
      { id: 4, availability: 'library' as const },
    ];
    expect(leadWithPlayable(items).map((item) => item.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('AVAILABILITY_BADGES', () => {
  it("reads 'In your library' for the operator's files and 'Free to watch' for free copies", () => {
    expect(AVAILABILITY_BADGES).toEqual({ library: 'In your library', free: 'Free to watch' });
  });
});
