import { describe, expect, it } from 'vitest';
import { getServerLoadColour } from './server-load';

describe('getServerLoadColour', () => {
  it.each([
    [0, 'green'],
    [64, 'green'],
    [69.99, 'green'],
    [70, 'yellow'],
    [89.99, 'yellow'],
    [90, 'red'],
    [100, 'red'],
    [-5, 'green'],
    [140, 'red'],
    [Number.NaN, 'red'],
  ])('colours a load of %d %s', (load, colour) => {
    expect(getServerLoadColour(load)).toBe(colour);
  });
});
