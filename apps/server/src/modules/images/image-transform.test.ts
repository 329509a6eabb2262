import sharp, { type Stats } from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtworkKind } from './artwork-path';
import { ARTWORK_SIZES, renderArtworkSvg } from './artwork-svg';
import { parseImageParams, type ImageParams } from './image-params';
import { MAX_INPUT_PIXELS, transformImage, type ImageSource } from './image-transform';

const KINDS: ArtworkKind[] = ['poster', 'backdrop', 'still', 'logo', 'profile'];

function params(query: string): ImageParams {
  const values: Record<string, string[]> = { src: ['/art/poster/movie-1.svg'] };
  for (const [name, value] of new URLSearchParams(query)) values[name] = [value];
  const result = parseImageParams(values);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

function artwork(kind: ArtworkKind, title = 'The General'): ImageSource {
  const svg = renderArtworkSvg(
    { kind, mediaType: 'movie', id: 961, seasonNumber: null, episodeNumber: null },
    { title, subtitle: '1926 · Comedy', genreIds: [35, 10752] },
  );
  return { kind: 'svg', svg, ...ARTWORK_SIZES[kind] };
}

async function rendered(source: ImageSource, query: string) {
  const result = await transformImage(source, params(query));
  if (!result.ok) throw new Error(result.reason);
  return { ...(await sharp(result.bytes).metadata()), bytes: result.bytes };
}

async function photo(width: number, height: number, options: { exif?: boolean } = {}) {
  const image = sharp({ create: { width, height, channels: 3, background: '#336699' } }).jpeg();
  const withExif = options.exif
    ? image.withExif({ IFD0: { Copyright: 'someone', Artist: 'someone' } })
    : image;
  return { kind: 'raster' as const, bytes: await withExif.toBuffer() };
}

describe('transformImage', () => {
  it.each(
    KINDS.flatMap((kind) => [
      [kind, 'w=342', 'webp'],
      [kind, 'w=300&h=169&output=avif', 'heif'],
      [kind, 'h=100&output=jpeg', 'jpeg'],
      [kind, 'w=200&h=200&fit=contain&output=png', 'png'],
    ]),
  )('renders a %s with %s to exactly that size and format', async (kind, query, format) => {
    const p = params(query);
    const { width, height } = ARTWORK_SIZES[kind];
    const meta = await rendered(artwork(kind), query);

    expect(meta.format).toBe(format);
    expect(meta.width).toBe(p.width ?? Math.round(((p.height ?? 0) * width) / height));
    expect(meta.height).toBe(p.height ?? Math.round(((p.width ?? 0) * height) / width));
  });

  it('draws an SVG at the output scale, not at its intrinsic size then shrunk', async () => {
    const large = await rendered(artwork('poster'), 'w=1800&output=png');

    expect(large.width).toBe(1800);
    expect(large.height).toBe(2700);
  });

  it('keeps a logo transparent and a poster opaque', async () => {
    const corner = async (kind: ArtworkKind) => {
      const result = await transformImage(artwork(kind), params('w=300&output=png'));
      if (!result.ok) throw new Error(result.reason);
      const { data } = await sharp(result.bytes)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data[3];
    };

    expect(await corner('logo')).toBe(0);
    expect(await corner('poster')).toBe(255);
  });

  it('rotates before resizing, so w and h describe the output', async () => {
    const meta = await rendered(artwork('poster'), 'w=300&h=200&rot=90');

    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('cuts a crop region out of the intrinsic artwork before resizing', async () => {
    const meta = await rendered(artwork('backdrop'), 'crop=0,0,960,540&w=480&output=png');

    expect([meta.width, meta.height]).toEqual([480, 270]);
  });

  it('reports a crop region outside the source as an outcome', async () => {
    const result = await transformImage(artwork('still'), params('crop=1000,0,300,100'));

    expect(result).toEqual({ ok: false, reason: 'crop-outside-image' });
  });

  it('applies colour adjustments: sat=0 gives grey, brightness scales the light', async () => {
    const stats = async (query: string) => {
      const result = await transformImage(artwork('poster'), params(`w=100&output=png&${query}`));
      if (!result.ok) throw new Error(result.reason);
      return sharp(result.bytes).stats();
    };
    const grey = await stats('sat=0');
    const [red, green, blue] = grey.channels;
    expect(Math.abs((red?.mean ?? 0) - (blue?.mean ?? 0))).toBeLessThan(2);
    expect(Math.abs((red?.mean ?? 0) - (green?.mean ?? 0))).toBeLessThan(2);

    const meanLevel = (s: Stats) =>
      s.channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
    const plain = meanLevel(await stats('q=75'));
    expect(meanLevel(await stats('brightness=0.5'))).toBeLessThan(plain * 0.75);
    expect(meanLevel(await stats('brightness=1.5'))).toBeGreaterThan(plain * 1.2);
  });

  it('blurs, sharpens and raises contrast without changing the size', async () => {
    for (const query of ['blur=20', 'sharp=true', 'sharp=2', 'contrast=1.8', 'fit=fill']) {
      const meta = await rendered(artwork('logo'), `w=240&h=90&output=png&${query}`);
      expect([meta.width, meta.height]).toEqual([240, 90]);
    }
  });

  it('letterboxes with the bg colour when fitting inside a different shape', async () => {
    const result = await transformImage(
      artwork('poster'),
      params('w=300&h=100&fit=contain&bg=ff0000&output=png'),
    );
    if (!result.ok) throw new Error(result.reason);
    const { data } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });

    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('resizes a fetched photo and strips its metadata', async () => {
    const meta = await rendered(await photo(600, 900, { exif: true }), 'w=154&output=jpeg');

    expect([meta.width, meta.height]).toEqual([154, 231]);
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a source above the pixel limit before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const huge = await sharp({
      create: { width: side, height: side, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();

    await expect(transformImage({ kind: 'raster', bytes: huge }, params('w=100'))).rejects.toThrow(
      /pixel limit/,
    );
  });

  it('refuses bytes that are not an image', async () => {
    const junk = { kind: 'raster' as const, bytes: new TextEncoder().encode('<html>nope</html>') };

    await expect(transformImage(junk, params('w=100'))).rejects.toThrow();
  });
});
