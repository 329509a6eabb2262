import { GENRES } from '@reelhouse/core/slug/genres';
import { AVATAR_TONES } from '@reelhouse/core/screens/initials-avatar';
import { TITLE_LOGO_BACKGROUND } from '@reelhouse/core/screens/title-logo';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AA_LARGE_TEXT,
  AA_TEXT,
  composite,
  getLowestContrast,
  getTextGrounds,
  POSTER_TEXT_SCRIM,
  STILL_TEXT_SCRIM,
  withLegibleLabel,
} from './artwork-contrast';
import { choosePalette, type Palette } from './artwork-palette';
import type { ArtworkKind } from './artwork-path';
import { ARTWORK_SIZES, renderArtworkSvg } from './artwork-svg';

extend([a11yPlugin]);

const GENRE_IDS = GENRES.map((genre) => genre.id);
/** Every palette artwork can get: no genre, one genre, and every pair (the second lends its accent). */
const GENRE_LISTS: number[][] = [
  [],
  ...GENRE_IDS.map((id) => [id]),
  ...GENRE_IDS.flatMap((a) => GENRE_IDS.map((b) => [a, b])),
];
const palettes = GENRE_LISTS.map((genreIds) => ({
  genreIds,
  palette: withLegibleLabel(choosePalette(genreIds)),
}));

function lowestOver(palette: Palette, colour: string, scrim: number): number {
  return getLowestContrast(colour, getTextGrounds(palette, scrim));
}

describe('contrast of generated artwork (WCAG AA)', () => {
  it('composites in sRGB: black at half opacity over white is mid grey', () => {
    expect(composite('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(composite('#ffffff', '#123456', 0)).toBe('#123456');
  });

  it('poster titles and labels reach 4.5:1 on every ground of every palette', () => {
    const failures = palettes.flatMap(({ genreIds, palette }) =>
      (['ink', 'label'] as const)
        .map((part) => ({ part, ratio: lowestOver(palette, palette[part], POSTER_TEXT_SCRIM) }))
        .filter(({ ratio }) => ratio < AA_TEXT)
        .map(({ part, ratio }) => `${genreIds.join('/')} ${part} ${String(ratio)}`),
    );
    expect(failures).toEqual([]);
  });

  it('still titles and labels reach 4.5:1 on every ground of every palette', () => {
    const failures = palettes.flatMap(({ genreIds, palette }) =>
      (['ink', 'label'] as const)
        .map((part) => ({ part, ratio: lowestOver(palette, palette[part], STILL_TEXT_SCRIM) }))
        .filter(({ ratio }) => ratio < AA_TEXT)
        .map(({ part, ratio }) => `${genreIds.join('/')} ${part} ${String(ratio)}`),
    );
    expect(failures).toEqual([]);
  });

  it('logo lettering (white to the second accent) reaches 3:1 on the ground title pages give logos', () => {
    const failures = palettes.flatMap(({ genreIds, palette }) =>
      ['#ffffff', palette.accent2]
        .map((colour) => ({ colour, ratio: colord(colour).contrast(TITLE_LOGO_BACKGROUND) }))
        .filter(({ ratio }) => ratio < AA_LARGE_TEXT)
        .map(({ colour, ratio }) => `${genreIds.join('/')} ${colour} ${String(ratio)}`),
    );
    expect(failures).toEqual([]);
  });

  it('keeps the white initials of a person without a photo at 4.5:1 on every avatar tone', () => {
    for (const tone of AVATAR_TONES) {
      expect(colord('#ffffff').contrast(tone)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('gives a label the title colour when the accent lent by a second genre would not read', () => {
    // Western's dark palette lends its label from Horror's deep red accent: 2.5:1 at best.
    const lent = choosePalette([37, 27]);
    expect(lent.label).toBe('#c1121f');
    expect(lowestOver(lent, lent.label, STILL_TEXT_SCRIM)).toBeLessThan(AA_TEXT);
    expect(withLegibleLabel(lent).label).toBe(lent.ink);
    const own = choosePalette([18]); // Drama's own pale label
    expect(withLegibleLabel(own)).toBe(own);
  });
});

/** Relative luminance extremes of the pixels in a box of a raw RGB(A) image. */
function luminanceRange(
  image: { data: Buffer; width: number; channels: number },
  box: { left: number; right: number; top: number; bottom: number },
): { darkest: string; brightest: string } {
  let darkest = { l: 2, hex: '#000000' };
  let brightest = { l: -1, hex: '#000000' };
  for (let y = Math.max(0, Math.floor(box.top)); y < Math.ceil(box.bottom); y += 2) {
    for (let x = Math.floor(box.left); x < Math.ceil(box.right); x += 2) {
      const at = (y * image.width + x) * image.channels;
      const pixel = colord({ r: image.data[at]!, g: image.data[at + 1]!, b: image.data[at + 2]! });
      const l = pixel.luminance();
      if (l < darkest.l) darkest = { l, hex: pixel.toHex() };
      if (l > brightest.l) brightest = { l, hex: pixel.toHex() };
    }
  }
  return { darkest: darkest.hex, brightest: brightest.hex };
}

/** The text of the SVG: each <text>'s fill, font size and line baselines. */
function textsOf(svg: string) {
  return [
    ...svg.matchAll(/<text [^>]*?font-size="([\d.]+)"[^>]*?fill="([^"]+)"[^>]*>(.*?)<\/text>/g),
  ].map(([element, size, fill, inner]) => {
    const own = /^<text [^>]*\by="([\d.]+)"/.exec(element)?.[1];
    const lines = [...(inner ?? '').matchAll(/<tspan [^>]*y="([\d.]+)"/g)].map((m) => Number(m[1]));
    return { fontSize: Number(size), fill: fill ?? '', baselines: own ? [Number(own)] : lines };
  });
}

describe('contrast measured on rendered artwork', () => {
  const LONG_TITLE = 'The Extraordinary and Remarkably Long Adventures of Somebody Somewhere';

  it.each(['poster', 'still'] as const satisfies readonly ArtworkKind[])(
    'every %s text reaches 4.5:1 against the brightest (or darkest) pixel behind it, for every genre',
    async (kind) => {
      const { width } = ARTWORK_SIZES[kind];
      const failures: string[] = [];
      for (const genreIds of GENRE_LISTS.slice(0, GENRE_IDS.length + 1)) {
        const svg = renderArtworkSvg(
          { kind, mediaType: 'movie', id: 603, seasonNumber: null, episodeNumber: null },
          { title: LONG_TITLE, subtitle: '1999 · Science Fiction', genreIds },
        );
        const texts = textsOf(svg);
        expect(texts.length).toBe(2);
        const withoutText = svg.replace(/<text [\s\S]*?<\/text>/g, '');
        const { data, info } = await sharp(Buffer.from(withoutText))
          .raw()
          .toBuffer({ resolveWithObject: true });
        for (const text of texts) {
          const box = {
            left: width * 0.1,
            right: width * 0.9,
            top: Math.min(...text.baselines) - text.fontSize * 0.75,
            bottom: Math.max(...text.baselines) + text.fontSize * 0.2,
          };
          const ground = luminanceRange({ data, width: info.width, channels: info.channels }, box);
          const worst = colord(text.fill).isLight() ? ground.brightest : ground.darkest;
          const ratio = colord(text.fill).contrast(worst);
          if (ratio < AA_TEXT)
            failures.push(`${genreIds.join('/')} ${text.fill} on ${worst}: ${String(ratio)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
