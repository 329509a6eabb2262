import { describe, expect, it } from 'vitest';
import { foldTitle, matchTitle, type MatchCandidate } from './title-match';

const film = (id: number, title: string, year?: number, extra: Partial<MatchCandidate> = {}) => ({
  id,
  mediaType: 'movie' as const,
  title,
  year,
  ...extra,
});

describe('foldTitle', () => {
  it.each([
    ['The Matrix', 'matrix'],
    ['Amélie', 'amelie'],
    ['Fast & Furious', 'fast and furious'],
    ["Schindler's List", 'schindlers list'],
    ['Se7en', 'se7en'],
    ['WALL·E', 'wall e'],
    ['  Léon:  The Professional ', 'leon the professional'],
    ['The', 'the'],
  ])('folds %j to %j', (title, folded) => {
    expect(foldTitle(title)).toBe(folded);
  });
});

describe('matchTitle', () => {
  it('matches the one result of the same name and year, whatever the results’ order', () => {
    const results = [film(1, 'Dune', 1984), film(2, 'Dune', 2021), film(3, 'Dune: Part Two', 2024)];
    expect(matchTitle({ title: 'Dune', year: 2021, mediaType: 'movie' }, results)).toEqual({
      kind: 'matched',
      candidate: results[1],
    });
    expect(
      matchTitle({ title: 'Dune', year: 2021, mediaType: 'movie' }, [...results].reverse()),
    ).toMatchObject({ kind: 'matched', candidate: { id: 2 } });
  });

  it('matches the original title too (a foreign film listed under its own name)', () => {
    const results = [film(7, 'The Seventh Seal', 1957, { originalTitle: 'Det sjunde inseglet' })];
    expect(
      matchTitle({ title: 'Det sjunde inseglet', year: 1957, mediaType: 'movie' }, results),
    ).toMatchObject({ kind: 'matched', candidate: { id: 7 } });
  });

  it('prefers the exact year over a year next to it', () => {
    const results = [film(1, 'Solaris', 1972), film(2, 'Solaris', 1971)];
    expect(matchTitle({ title: 'Solaris', year: 1972, mediaType: 'movie' }, results)).toMatchObject(
      { kind: 'matched', candidate: { id: 1 } },
    );
  });

  it('takes the one title of a year next to it when none has the exact year', () => {
    const results = [film(1, 'Solaris', 1971), film(2, 'Solaris', 2002)];
    expect(matchTitle({ title: 'Solaris', year: 1972, mediaType: 'movie' }, results)).toMatchObject(
      { kind: 'matched', candidate: { id: 1 } },
    );
  });

  it('reports an ambiguity when two titles share the name and year', () => {
    const results = [film(1, 'Crash', 2004), film(2, 'Crash', 2004), film(3, 'Crash', 1996)];
    const outcome = matchTitle({ title: 'Crash', year: 2004, mediaType: 'movie' }, results);
    expect(outcome.kind).toBe('ambiguous');
    expect(outcome.kind === 'ambiguous' && outcome.candidates.map((c) => c.id)).toEqual([1, 2]);
  });

  it('without a year, matches a name only when one title has it', () => {
    expect(
      matchTitle({ title: 'Alien', mediaType: 'movie' }, [film(1, 'Alien', 1979)]),
    ).toMatchObject({ kind: 'matched' });
    expect(
      matchTitle({ title: 'Alien', mediaType: 'movie' }, [
        film(1, 'Alien', 1979),
        film(2, 'Alien', 2030),
      ]).kind,
    ).toBe('ambiguous');
  });

  it('matches nothing for a different name, a year two away, or the other media type', () => {
    expect(
      matchTitle({ title: 'Dune', year: 2021, mediaType: 'movie' }, [film(1, 'Dunes', 2021)]),
    ).toEqual({ kind: 'none' });
    expect(
      matchTitle({ title: 'Dune', year: 2019, mediaType: 'movie' }, [film(1, 'Dune', 2021)]),
    ).toEqual({ kind: 'none' });
    const series = { ...film(1, 'Dune', 2021), mediaType: 'tv' as const };
    expect(matchTitle({ title: 'Dune', year: 2021, mediaType: 'movie' }, [series])).toEqual({
      kind: 'none',
    });
    expect(matchTitle({ title: 'Dune', year: 2021, mediaType: 'unknown' }, [series]).kind).toBe(
      'matched',
    );
  });

  it('counts a result listed twice once', () => {
    const dune = film(2, 'Dune', 2021);
    expect(matchTitle({ title: 'Dune', year: 2021, mediaType: 'movie' }, [dune, dune]).kind).toBe(
      'matched',
    );
  });

  it('matches nothing for a name that folds to nothing', () => {
    expect(matchTitle({ title: '!!!', mediaType: 'movie' }, [film(1, '!!!')])).toEqual({
      kind: 'none',
    });
  });
});
