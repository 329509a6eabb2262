import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMediaLinkSlug, buildSlug } from './slug';

describe('buildSlug', () => {
  it.each([
    ['lowercases and turns spaces into hyphens', 'Science Fiction', 'science-fiction'],
    ['trims first', '  Drama  ', 'drama'],
    ['removes non-alphanumerics instead of replacing them', "Ocean's Eleven", 'oceans-eleven'],
    ['collapses repeated hyphens', 'Sci-Fi & Fantasy', 'sci-fi-fantasy'],
    ['collapses runs of whitespace', 'War \t and   Peace', 'war-and-peace'],
    ['strips hyphens left at either end', '- Up! -', 'up'],
    ['folds accents to ASCII', 'Amélie à Paris', 'amelie-a-paris'],
    ['folds letters without decomposition', 'Straße Ærø', 'strasse-aero'],
    ['drops scripts without an ASCII form', '千と千尋 2', '2'],
    ['gives an empty slug when nothing is left', '?!', ''],
  ])('%s', (_rule, input, expected) => {
    expect(buildSlug(input)).toBe(expected);
  });

  it('only ever yields lowercase letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(buildSlug(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('leaves a slug unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const slug = buildSlug(text);
        expect(buildSlug(slug)).toBe(slug);
      }),
    );
  });
});

describe('buildMediaLinkSlug', () => {
  it.each([
    ['replaces non-alphanumerics with hyphens', "Ocean's Eleven", 'ocean-s-eleven'],
    ['uses one hyphen for a run of them', 'The Matrix: Reloaded', 'the-matrix-reloaded'],
    ['strips hyphens at either end', '(500) Days of Summer!', '500-days-of-summer'],
    ['folds accents to ASCII', 'Amélie', 'amelie'],
    ['gives an empty slug for a title without ASCII letters', '寄生虫', ''],
  ])('%s', (_rule, input, expected) => {
    expect(buildMediaLinkSlug(input)).toBe(expected);
  });

  it('only ever yields lowercase letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(buildMediaLinkSlug(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });
});
