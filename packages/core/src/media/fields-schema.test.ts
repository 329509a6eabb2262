import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  lenientArray,
  optionalBooleanSchema,
  optionalCountSchema,
  optionalDateSchema,
  optionalNumberSchema,
  optionalObject,
  optionalTextSchema,
  tmdbIdSchema,
} from './fields-schema';

describe('tmdbIdSchema', () => {
  it('accepts a positive integer id', () => {
    expect(tmdbIdSchema.parse(603)).toBe(603);
  });

  it.each([0, -4, 2.5, '603', null])('refuses %s as an id', (value) => {
    expect(tmdbIdSchema.safeParse(value).success).toBe(false);
  });
});

describe('optionalTextSchema', () => {
  it.each([
    ['keeps text as sent, spaces included', ' A tale ', ' A tale '],
    ['turns a missing value into null', undefined, null],
    ['keeps null as null', null, null],
    ['turns an empty string into null', '', null],
    ['turns a blank string into null', '   ', null],
    ['turns a wrong type into null', 42, null],
  ])('%s', (_rule, input, expected) => {
    expect(optionalTextSchema.parse(input)).toBe(expected);
  });
});

describe('optionalDateSchema', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['', null],
    [null, null],
    [undefined, null],
    ['29/02/2024', null],
    ['2024', null],
    [20240229, null],
  ])('reads %j as %j', (input, expected) => {
    expect(optionalDateSchema.parse(input)).toBe(expected);
  });
});

describe('number, count and flag fields', () => {
  it('keep valid values', () => {
    expect(optionalNumberSchema.parse(7.25)).toBe(7.25);
    expect(optionalCountSchema.parse(0)).toBe(0);
    expect(optionalBooleanSchema.parse(false)).toBe(false);
  });

  it('turn missing or wrongly typed values into null instead of failing', () => {
    expect(optionalNumberSchema.parse('7.2')).toBeNull();
    expect(optionalNumberSchema.parse(undefined)).toBeNull();
    expect(optionalCountSchema.parse(-1)).toBeNull();
    expect(optionalCountSchema.parse(2.5)).toBeNull();
    expect(optionalBooleanSchema.parse('yes')).toBeNull();
  });
});

describe('lenientArray', () => {
  const ids = lenientArray(z.number().int());

  it('drops only the entries that fail, keeping the order of the rest', () => {
    expect(ids.parse([3, 'x', 1, null, 2.5, 2])).toEqual([3, 1, 2]);
  });

  it('gives an empty list for a missing, null or non-list value', () => {
    expect(ids.parse(undefined)).toEqual([]);
    expect(ids.parse(null)).toEqual([]);
    expect(ids.parse({ 0: 1 })).toEqual([]);
  });
});

describe('optionalObject', () => {
  const shape = optionalObject(z.object({ imdb_id: z.string() }));

  it('keeps a valid object and turns anything else into null', () => {
    expect(shape.parse({ imdb_id: 'tt0000001' })).toEqual({ imdb_id: 'tt0000001' });
    expect(shape.parse(undefined)).toBeNull();
    expect(shape.parse('tt0000001')).toBeNull();
  });
});
