import { describe, expect, it } from 'vitest';
import { buildPlayPath } from './play-path';

describe('buildPlayPath', () => {
  it('adds play=true to a title or episode path', () => {
    expect(buildPlayPath('/movies/603-the-matrix')).toBe('/movies/603-the-matrix?play=true');
    expect(buildPlayPath('/series/1396-breaking-bad/1/3')).toBe(
      '/series/1396-breaking-bad/1/3?play=true',
    );
  });

  it('appends to a query already there', () => {
    expect(buildPlayPath('/movies/603?tab=cast')).toBe('/movies/603?tab=cast&play=true');
  });
});
