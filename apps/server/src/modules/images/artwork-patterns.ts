/**
 * The seeded background motifs of generated artwork (rays, rings, bands, orbs, shards, waves),
 * drawn only with SVG that librsvg renders quickly: no filters, no external references.
 */
import type { Palette, SeededRandom } from './artwork-palette';

export const PATTERNS = ['rays', 'rings', 'bands', 'orbs', 'shards', 'waves'] as const;
export type PatternName = (typeof PATTERNS)[number];

/** Numbers in SVG: one decimal, so output is short and identical everywhere. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

interface Canvas {
  width: number;
  height: number;
  palette: Palette;
  random: SeededRandom;
}

function rays({ width, height, palette, random }: Canvas): string {
  const cx = random.between(0.2, 0.8) * width;
  const cy = random.between(0.1, 0.45) * height;
  const count = Math.floor(random.between(10, 22));
  const radius = Math.hypot(width, height);
  const step = (Math.PI * 2) / count;
  const start = random.between(0, step);
  const wedges: string[] = [];
  for (let i = 0; i < count; i += 2) {
    const a = start + i * step;
    const b = a + step;
    const points = [
      `${fmt(cx)},${fmt(cy)}`,
      `${fmt(cx + Math.cos(a) * radius)},${fmt(cy + Math.sin(a) * radius)}`,
      `${fmt(cx + Math.cos(b) * radius)},${fmt(cy + Math.sin(b) * radius)}`,
    ];
    wedges.push(`<polygon points="${points.join(' ')}"/>`);
  }
  return `<g fill="${palette.accent}" opacity="0.13">${wedges.join('')}</g>`;
}

function rings({ width, height, palette, random }: Canvas): string {
  const cx = random.pick([0, width, random.between(0.3, 0.7) * width]);
  const cy = random.between(0.05, 0.5) * height;
  const count = Math.floor(random.between(6, 12));
  const gap = Math.max(width, height) / count / 1.2;
  const circles: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    const colour = i % 3 === 0 ? palette.accent2 : palette.accent;
    const stroke = fmt(gap * random.between(0.08, 0.35));
    circles.push(
      `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(i * gap)}" stroke="${colour}" stroke-width="${stroke}"/>`,
    );
  }
  return `<g fill="none" opacity="0.22">${circles.join('')}</g>`;
}

function bands({ width, height, palette, random }: Canvas): string {
  const angle = random.pick([-35, -20, 20, 35, 60]);
  const size = Math.hypot(width, height);
  const rects: string[] = [];
  let x = -size;
  let i = 0;
  while (x < size) {
    const band = size * random.between(0.02, 0.09);
    if (i % 2 === 0) {
      const colour = i % 4 === 0 ? palette.accent : palette.accent2;
      rects.push(
        `<rect x="${fmt(x)}" y="${fmt(-size)}" width="${fmt(band)}" height="${fmt(size * 2)}" fill="${colour}"/>`,
      );
    }
    x += band * random.between(1, 2.5);
    i += 1;
  }
  const centre = `${fmt(width / 2)} ${fmt(height / 2)}`;
  return `<g opacity="0.16" transform="translate(${centre}) rotate(${angle})">${rects.join('')}</g>`;
}

function orbs({ width, height, palette, random }: Canvas): string {
  const count = Math.floor(random.between(4, 8));
  const circles: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = Math.max(width, height) * random.between(0.15, 0.45);
    const cx = random.between(-0.1, 1.1) * width;
    const cy = random.between(-0.1, 0.8) * height;
    const gradient = i % 2 === 0 ? 'orbA' : 'orbB';
    circles.push(
      `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="url(#${gradient})"/>`,
    );
  }
  const orb = (id: string, colour: string) =>
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
  return `<defs>${orb('orbA', palette.accent)}${orb('orbB', palette.accent2)}</defs><g>${circles.join('')}</g>`;
}

function shards({ width, height, palette, random }: Canvas): string {
  const count = Math.floor(random.between(7, 13));
  const polygons: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const cx = random.between(-0.1, 1.1) * width;
    const cy = random.between(-0.1, 0.75) * height;
    const size = Math.max(width, height) * random.between(0.12, 0.4);
    const points = [0, 1, 2].map((corner) => {
      const a = random.between(0, Math.PI * 2) + (corner * Math.PI * 2) / 3;
      return `${fmt(cx + Math.cos(a) * size)},${fmt(cy + Math.sin(a) * size)}`;
    });
    const colour = i % 3 === 0 ? palette.accent2 : palette.accent;
    const opacity = random.between(0.06, 0.2).toFixed(2);
    polygons.push(`<polygon points="${points.join(' ')}" fill="${colour}" opacity="${opacity}"/>`);
  }
  return `<g>${polygons.join('')}</g>`;
}

function waves({ width, height, palette, random }: Canvas): string {
  const count = Math.floor(random.between(5, 10));
  const amplitude = height * random.between(0.02, 0.06);
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const y = height * (0.1 + (0.7 * i) / count);
    const segment = width / 4;
    const startX = -segment + random.between(0, segment);
    let d = `M${fmt(startX)} ${fmt(y)}`;
    for (let step = 0; startX + step * segment < width; step += 1) {
      const dy = step % 2 === 0 ? -amplitude : amplitude;
      d += ` q${fmt(segment / 2)} ${fmt(dy * 2)} ${fmt(segment)} 0`;
    }
    const colour = i % 2 === 0 ? palette.accent : palette.accent2;
    const stroke = fmt(height * random.between(0.004, 0.016));
    paths.push(`<path d="${d}" stroke="${colour}" stroke-width="${stroke}"/>`);
  }
  return `<g fill="none" opacity="0.3" stroke-linecap="round">${paths.join('')}</g>`;
}

const DRAW: Record<PatternName, (canvas: Canvas) => string> = {
  rays,
  rings,
  bands,
  orbs,
  shards,
  waves,
};

/** Draws the named motif over a `width` × `height` canvas. */
export function drawPattern(name: PatternName, canvas: Canvas): string {
  return DRAW[name](canvas);
}
