/**
 * Generated artwork as SVG: posters (2:3), backdrops and stills (16:9), logos (wide, transparent)
 * and profile silhouettes, composed from a title's facts. Pure and deterministic: the same
 * reference and facts always give the same bytes. Rasterising is image-transform.ts's job.
 */
import type { ArtworkFacts, ArtworkKind, ArtworkRef } from './artwork-path';
import { POSTER_TEXT_SCRIM, STILL_TEXT_SCRIM, withLegibleLabel } from './artwork-contrast';
import { choosePalette, createSeededRandom } from './artwork-palette';
import { fmt } from './artwork-patterns';
import { drawBackground, drawLabel, drawScrim, drawTitle, type Scene } from './artwork-layers';
import { cleanText } from './svg-text';

/** Bump when the drawing changes, so cached renders of the old drawing are not served. */
export const ARTWORK_VERSION = 2;

/** Intrinsic sizes in pixels at density 72 (also the coordinates of a `crop` region). */
export const ARTWORK_SIZES: Record<ArtworkKind, { width: number; height: number }> = {
  poster: { width: 1000, height: 1500 },
  backdrop: { width: 1920, height: 1080 },
  still: { width: 1280, height: 720 },
  logo: { width: 1200, height: 450 },
  profile: { width: 1000, height: 1500 },
};

function poster(scene: Scene): string {
  const { width, height, palette } = scene;
  const margin = width * 0.08;
  const title = drawTitle(
    scene.title,
    { width: width - margin * 2, maxLines: 5, maxFontSize: 150, minFontSize: 60 },
    { x: margin, y: height - 190, align: 'bottom', anchor: 'start', fill: palette.ink },
  );
  // The shade is full under the whole title, however many lines it wraps to, and the label.
  return [
    drawBackground(scene, scene.random.between(-20, 20)),
    drawScrim(scene, title.top - 220, POSTER_TEXT_SCRIM, { fullFromY: title.top - 60 }),
    `<rect x="${fmt(margin)}" y="${fmt(title.top - 56)}" width="140" height="12" fill="${palette.accent}"/>`,
    title.svg,
    drawLabel(scene.subtitle, {
      x: margin,
      y: height - 110,
      fontSize: 38,
      maxWidth: width - margin * 2,
      fill: palette.label,
      anchor: 'start',
    }),
    `<rect x="36" y="36" width="${width - 72}" height="${height - 72}" fill="none" stroke="${palette.ink}" stroke-opacity="0.18" stroke-width="3"/>`,
  ].join('');
}

/** No readable title: pages lay their own text over backdrops; a faint watermark stays. */
function backdrop(scene: Scene): string {
  const { width, height, palette } = scene;
  const watermark = drawTitle(
    scene.title,
    { width: width * 0.55, maxLines: 3, maxFontSize: 240, minFontSize: 100 },
    {
      x: width - 110,
      y: height * 0.42,
      align: 'middle',
      anchor: 'end',
      fill: palette.ink,
      opacity: 0.14,
    },
  );
  return [
    drawBackground(scene, scene.random.between(-70, -40)),
    watermark.svg,
    // Always dark: pages set light text over the lower part of a backdrop.
    drawScrim(scene, height * 0.5, 0.7, { colour: '#000000' }),
  ].join('');
}

function still(scene: Scene): string {
  const { width, height, palette } = scene;
  const title = drawTitle(
    scene.title,
    { width: width * 0.78, maxLines: 3, maxFontSize: 96, minFontSize: 44 },
    { x: width / 2, y: height * 0.52, align: 'middle', anchor: 'middle', fill: palette.ink },
  );
  return [
    drawBackground(scene, scene.random.between(-60, 60)),
    `<rect width="${width}" height="${height}" fill="${palette.scrim}" opacity="${STILL_TEXT_SCRIM}"/>`,
    drawLabel(scene.subtitle, {
      x: width / 2,
      y: title.top - 40,
      fontSize: 34,
      maxWidth: width * 0.8,
      fill: palette.label,
      anchor: 'middle',
    }),
    title.svg,
    `<rect x="${fmt(width / 2 - 60)}" y="${fmt(title.bottom + title.fontSize * 0.3 + 16)}" width="120" height="8" fill="${palette.accent}"/>`,
  ].join('');
}

/** Transparent, light lettering with a soft dark edge: reads on dark and light backdrops. */
function logo(scene: Scene): string {
  const { width, height, palette } = scene;
  const title = drawTitle(
    scene.title,
    { width: width * 0.92, maxLines: 2, maxFontSize: 170, minFontSize: 64 },
    {
      x: width / 2,
      y: height * 0.46,
      align: 'middle',
      anchor: 'middle',
      fill: 'url(#ink)',
      attributes: `stroke="#000" stroke-opacity="0.35" stroke-width="4" paint-order="stroke"`,
    },
  );
  return [
    `<defs><linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${palette.accent2}"/></linearGradient></defs>`,
    title.svg,
    `<rect x="${fmt(width / 2 - 90)}" y="${fmt(title.bottom + title.fontSize * 0.3 + 16)}" width="180" height="10" fill="${palette.accent}"/>`,
  ].join('');
}

function profile(scene: Scene): string {
  const { width, height, palette } = scene;
  const [cx, shoulders] = [width / 2, height * 0.57];
  return [
    drawBackground(scene, 0, 0.45),
    `<g fill="${palette.ink}" opacity="0.26">`,
    `<circle cx="${fmt(cx)}" cy="${fmt(height * 0.37)}" r="${fmt(width * 0.19)}"/>`,
    `<path d="M${fmt(width * 0.12)} ${height} C${fmt(width * 0.12)} ${fmt(height * 0.66)} ${fmt(width * 0.3)} ${fmt(shoulders)} ${fmt(cx)} ${fmt(shoulders)} C${fmt(width * 0.7)} ${fmt(shoulders)} ${fmt(width * 0.88)} ${fmt(height * 0.66)} ${fmt(width * 0.88)} ${height} Z"/>`,
    `</g>`,
  ].join('');
}

const DRAW: Record<ArtworkKind, (scene: Scene) => string> = {
  poster,
  backdrop,
  still,
  logo,
  profile,
};

/** Cuts by code point, never inside a surrogate pair (a lone half is not valid XML). */
function truncate(text: string, maxChars: number): string {
  return Array.from(text).slice(0, maxChars).join('');
}

/** @returns a complete SVG document for the reference, drawn from `facts` */
export function renderArtworkSvg(ref: ArtworkRef, facts: ArtworkFacts): string {
  const { width, height } = ARTWORK_SIZES[ref.kind];
  // Seeded by the title, not the kind: a film's poster and backdrop share their motif.
  const seed = `${ref.mediaType}-${ref.id}-s${ref.seasonNumber ?? ''}e${ref.episodeNumber ?? ''}`;
  const scene: Scene = {
    width,
    height,
    palette: withLegibleLabel(choosePalette(facts.genreIds)),
    random: createSeededRandom(seed),
    title: truncate(cleanText(facts.title), 300) || 'Untitled',
    subtitle: truncate(cleanText(facts.subtitle ?? ''), 80),
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${DRAW[ref.kind](scene)}</svg>`;
}
