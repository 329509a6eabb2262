import { describe, expect, it } from 'vitest';
import { getDirectors, getWriters } from './credits';

const crew = [
  { id: 1, name: 'Ada', job: 'Director' },
  { id: 2, name: 'Ben', job: 'Story' },
  { id: 3, name: 'Cy', job: 'Director of Photography' },
  { id: 2, name: 'Ben', job: 'Teleplay' },
  { id: 4, name: 'Di', job: 'Writer' },
  { id: 5, name: 'Ed', job: null },
  { id: 6, name: 'Flo', job: 'Screenplay' },
];

describe('getDirectors', () => {
  it('lists only the crew whose job is exactly Director', () => {
    expect(getDirectors(crew).map((member) => member.name)).toEqual(['Ada']);
  });
});

describe('getWriters', () => {
  it('lists writing credits, each person once at their first credit', () => {
    expect(getWriters(crew).map((member) => member.name)).toEqual(['Ben', 'Di', 'Flo']);
  });
});
