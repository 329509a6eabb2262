import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatJsonPath, problemAt, toJsonProblem } from './json-problem';

function problemFor(schema: z.ZodType, data: unknown) {
  const parsed = schema.safeParse(data, { reportInput: true });
  if (parsed.success) throw new Error('expected a failure');
  return toJsonProblem('export.json', parsed.error);
}

describe('formatJsonPath', () => {
  it('writes names with dots and ids, odd keys and list positions in brackets', () => {
    expect(formatJsonPath(['progress', '550', 'episodes', '62085', 'progress', 'watched'])).toBe(
      'progress["550"].episodes["62085"].progress.watched',
    );
    expect(formatJsonPath([3, 'movie', 'ids', 'tmdb'])).toBe('[3].movie.ids.tmdb');
    expect(formatJsonPath(['bookmarks', 'a "b"'])).toBe('bookmarks["a \\"b\\""]');
  });
});

describe('toJsonProblem', () => {
  it('says what is wrong with the first refused field in plain words', () => {
    const schema = z.object({
      year: z.number().int(),
      type: z.enum(['movie', 'show']),
      title: z.string().min(1).max(3),
      list: z.array(z.number()),
    });
    const valid = { year: 1999, type: 'movie', title: 'Up', list: [] };
    expect(problemFor(schema, { ...valid, year: 'x' })).toEqual({
      file: 'export.json',
      where: 'year',
      message: 'Must be a number.',
    });
    expect(problemFor(schema, { ...valid, year: 1.5 }).message).toBe('Must be a whole number.');
    expect(problemFor(schema, { ...valid, type: 'anime' }).message).toBe(
      'Must be one of "movie", "show".',
    );
    expect(problemFor(schema, { ...valid, title: '' }).message).toBe('Must not be empty.');
    expect(problemFor(schema, { ...valid, title: 'Long' }).message).toBe(
      'Must be at most 3 characters.',
    );
    expect(problemFor(schema, { ...valid, list: {} }).message).toBe('Must be a list.');
    const { title: _title, ...untitled } = valid;
    expect(problemFor(schema, untitled)).toMatchObject({
      where: 'title',
      message: 'This field is missing.',
    });
  });

  it('names the whole file when the top level is wrong, and puts a prefix first', () => {
    expect(problemFor(z.array(z.number()), 'text')).toMatchObject({ where: 'file' });
    const parsed = z.object({ a: z.number() }).safeParse({}, { reportInput: true });
    expect(parsed.success || toJsonProblem('f.json', parsed.error, ['progress', '1']).where).toBe(
      'progress["1"].a',
    );
    expect(problemAt('f.json', [], 'Broken.')).toEqual({
      file: 'f.json',
      where: 'file',
      message: 'Broken.',
    });
  });
});
