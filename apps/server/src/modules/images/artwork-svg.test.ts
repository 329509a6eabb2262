import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtworkFacts, ArtworkKind, ArtworkRef } from './artwork-path';
import { ARTWORK_SIZES, renderArtworkSvg } from './artwork-svg';

const KINDS: ArtworkKind[] = ['poster', 'backdrop', 'still', 'logo', 'profile'];

const ref = (
  kind: ArtworkKind,
  id = 603,
  mediaType: ArtworkRef['mediaType'] = 'movie',
): ArtworkRef => ({
  kind,
  mediaType,
  id,
  seasonNumber: null,
  episodeNumber: null,
});

const facts = (overrides: Partial<ArtworkFacts> = {}): ArtworkFacts => ({
  title: 'The Matrix',
  subtitle: '1999 · Science Fiction',
  genreIds: [878, 28],
  ...overrides,
});

/** librsvg parses the document strictly: malformed XML throws. */
async function parsesAsSvg(svg: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(Buffer.from(svg)).metadata();
  expect(meta.format).toBe('svg');
  return { width: meta.width, height: meta.height };
}

/** The text content, once tags are removed: what a reader of the XML sees. */
const textOf = (svg: string) => svg.replace(/<[^>]*>/g, '');

describe('renderArtworkSvg', () => {
  it('draws the same bytes for the same reference and facts', () => {
    for (const kind of KINDS) {
      expect(renderArtworkSvg(ref(kind), facts())).toBe(renderArtworkSvg(ref(kind), facts()));
    }
  });

  it('draws different titles differently, and seasons of one series differently', () => {
    expect(renderArtworkSvg(ref('poster', 603), facts())).not.toBe(
      renderArtworkSvg(ref('poster', 604), facts()),
    );
    const season = (n: number): ArtworkRef => ({ ...ref('poster', 1399, 'tv'), seasonNumber: n });
    expect(renderArtworkSvg(season(1), facts())).not.toBe(renderArtworkSvg(season(2), facts()));
  });

  it.each(KINDS)('gives a %s its intrinsic size and the expected shape', async (kind) => {
    const size = await parsesAsSvg(renderArtworkSvg(ref(kind), facts()));

    expect(size).toEqual(ARTWORK_SIZES[kind]);
  });

  it('makes posters and profiles 2:3, backdrops and stills 16:9, logos wide', () => {
    const ratio = (kind: ArtworkKind) => ARTWORK_SIZES[kind].width / ARTWORK_SIZES[kind].height;
    expect(ratio('poster')).toBeCloseTo(2 / 3);
    expect(ratio('profile')).toBeCloseTo(2 / 3);
    expect(ratio('backdrop')).toBeCloseTo(16 / 9);
    expect(ratio('still')).toBeCloseTo(16 / 9);
    expect(ratio('logo')).toBeGreaterThan(2);
  });

  it.each([
    [[27], '#1a0306'],
    [[35], '#ffd23f'],
    [[878], '#00e5ff'],
    [[10765, 18], '#00e5ff'],
    [[], '#1e2a3a'],
    [[999_999], '#1e2a3a'],
  ])('chooses the palette from the first known genre of %j', (genreIds, colour) => {
    expect(renderArtworkSvg(ref('poster'), facts({ genreIds }))).toContain(colour);
  });

  it('escapes markup and quotes in titles and subtitles', async () => {
    const svg = renderArtworkSvg(
      ref('poster'),
      facts({ title: `<script>alert("x")</script> & 'Co'`, subtitle: '<b>1999</b> & "more"' }),
    );

    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(textOf(svg)).toContain('&lt;script&gt;alert(&quot;x&quot;)');
    expect(textOf(svg)).toContain('&amp; &apos;Co&apos;');
    expect(textOf(svg)).toContain('&lt;B&gt;1999&lt;/B&gt; &amp; &quot;MORE&quot;');
    await parsesAsSvg(svg);
  });

  it('drops emoji and control characters but keeps the words', async () => {
    const svg = renderArtworkSvg(ref('still'), facts({ title: 'Space 🚀\u0007 Odyssey 👩🏽‍🚀' }));

    expect(textOf(svg)).toContain('Space Odyssey');
    expect(svg).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(svg).not.toContain('\u0007');
    await parsesAsSvg(svg);
  });

  it('keeps a very long title to five lines on a poster and a bounded document', async () => {
    const title = 'An Extraordinarily Long Title '.repeat(100);
    const svg = renderArtworkSvg(ref('poster'), facts({ title }));

    expect(svg.match(/<tspan/g)).toHaveLength(5);
    expect(svg).toContain('…');
    expect(svg.length).toBeLessThan(20_000);
    await parsesAsSvg(svg);
  });

  it('names an untitled work "Untitled" rather than drawing nothing', () => {
    expect(textOf(renderArtworkSvg(ref('poster'), facts({ title: ' 🎬 ' })))).toContain('Untitled');
  });

  it('stays valid XML for any title and subtitle', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 120 }),
        fc.option(fc.string({ unit: 'binary', maxLength: 60 })),
        fc.constantFrom(...KINDS),
        async (title, subtitle, kind) => {
          await parsesAsSvg(renderArtworkSvg(ref(kind), facts({ title, subtitle })));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is checked by a parser that does reject malformed SVG', async () => {
    const broken = renderArtworkSvg(ref('poster'), facts()).replace('</text>', '');

    await expect(sharp(Buffer.from(broken)).metadata()).rejects.toThrow();
  });
});
