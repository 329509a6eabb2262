import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './image';

describe('imageUrl', () => {
  it('asks the resizing endpoint for the path at the given width, webp by default', () => {
    expect(imageUrl('/art/poster/movie-603.svg', { width: 342 })).toBe(
      '/api/img?src=%2Fart%2Fposter%2Fmovie-603.svg&w=342',
    );
  });

  it('adds only the options that differ from the endpoint defaults', () => {
    const url = new URL(
      imageUrl('/abc.jpg', { width: 500, height: 281, output: 'jpeg', fit: 'inside', quality: 70 }),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: '/abc.jpg',
      w: '500',
      h: '281',
      output: 'jpeg',
      fit: 'inside',
      q: '70',
    });
    expect(imageUrl('/abc.jpg', { width: 92, output: 'webp', fit: 'cover' })).not.toMatch(
      /output|fit/,
    );
  });
});

describe('imageSrcSet', () => {
  it('lists one candidate per width with a w descriptor', () => {
    expect(imageSrcSet('/a.jpg', [92, 185])).toBe(
      '/api/img?src=%2Fa.jpg&w=92 92w, /api/img?src=%2Fa.jpg&w=185 185w',
    );
  });
});

describe('image query encoding', () => {
  it.each([
    '/art/poster/movie-603.svg',
    "/a b!'()~*-._.jpg",
    '/ünïcödé/東京.png',
    '/q?x=1&y=2#z+%.jpg',
  ])('writes %s exactly as URLSearchParams does, in both a URL and a srcset', (path) => {
    const expected = `/api/img?${new URLSearchParams({ src: path, w: '92', fit: 'inside' }).toString()}`;
    expect(imageUrl(path, { width: 92, fit: 'inside' })).toBe(expected);
    expect(imageSrcSet(path, [92], { fit: 'inside' })).toBe(`${expected} 92w`);
  });
});
