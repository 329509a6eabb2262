import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentDateSchema, contentIdSchema, parseContentList } from './content-list-schema';

describe('parseContentList', () => {
  const entry = z.object({ id: z.string() });

  it('drops invalid entries one by one and keeps the others in order', () => {
    expect(parseContentList(entry, [{ id: 'a' }, { id: 3 }, null, { id: 'b' }])).toEqual({
      ok: true,
      value: [{ id: 'a' }, { id: 'b' }],
      droppedCount: 2,
    });
  });

  it('accepts an empty list', () => {
    expect(parseContentList(entry, [])).toEqual({ ok: true, value: [], droppedCount: 0 });
  });

  it.each([[{ id: 'a' }], [null], ['[]'], [undefined]])(
    'refuses a body that is not a list: %j',
    (raw) => {
      expect(parseContentList(entry, raw)).toEqual({ ok: false, reason: 'not-a-list' });
    },
  );
});

describe('contentIdSchema', () => {
  it('reads numeric and string ids as strings and refuses blank ones', () => {
    expect(contentIdSchema.parse(12)).toBe('12');
    expect(contentIdSchema.parse(' spring ')).toBe('spring');
    expect(contentIdSchema.safeParse('  ').success).toBe(false);
  });
});

describe('contentDateSchema', () => {
  it.each(['2025-03-01', '2025-03-01T10:00:00Z', '2025-03-01T10:00:00+02:00'])(
    'accepts %s',
    (value) => {
      expect(contentDateSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['2025-03-01T10:00:00', '01/03/2025', 'tomorrow', '2025-02-30'])(
    'refuses %s, which has no fixed instant',
    (value) => {
      expect(contentDateSchema.safeParse(value).success).toBe(false);
    },
  );
});
