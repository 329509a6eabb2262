/**
 * Colours and chance for generated artwork: a palette per TMDB genre (the first known genre
 * leads, the second lends its accent) and a seeded random sequence, so one id always draws alike.
 */

import { fnv1a32 } from '@reelhouse/core/hash/fnv1a';

export interface Palette {
  /** background gradient, top to bottom */
  stops: readonly [string, string, string];
  accent: string;
  accent2: string;
  /** title colour */
  ink: string;
  /** colour of small labels (the subtitle) */
  label: string;
  /** the shade laid under text so it reads on any pattern */
  scrim: string;
}

const dark = (
  stops: Palette['stops'],
  accent: string,
  accent2: string,
  ink = '#f7f4ef',
): Palette => ({ stops, accent, accent2, ink, label: accent2, scrim: '#000000' });

const HORROR = dark(['#1a0306', '#3d0a10', '#080102'], '#c1121f', '#ff4d4d', '#f8e9e9');
const THRILLER = dark(['#0d1b2a', '#1b263b', '#070b12'], '#e0a526', '#778da9');
const SCI_FI = dark(['#0b0630', '#2a0b5e', '#04102a'], '#00e5ff', '#b14aed', '#e8fbff');
const FANTASY = dark(['#1f1147', '#4b2a7a', '#120a29'], '#f2c14e', '#9d7bd8');
const ACTION = dark(['#1c1c1c', '#3a1f0b', '#0b0b0b'], '#ff6b1a', '#ffb347');
const ADVENTURE = dark(['#0f4c5c', '#2c7a7b', '#0a2630'], '#f4a261', '#e9c46a');
const ANIMATION = dark(['#7b2cbf', '#ff5d8f', '#3c096c'], '#ffe66d', '#4cc9f0', '#ffffff');
const CRIME = dark(['#141414', '#2b2b2b', '#000000'], '#f1c40f', '#e63946');
const DOCUMENTARY = dark(['#283618', '#606c38', '#161e0c'], '#dda15e', '#fefae0');
const DRAMA = dark(['#22223b', '#4a4e69', '#121224'], '#c9ada7', '#f2e9e4');
const FAMILY = dark(['#219ebc', '#8ecae6', '#0b4f6c'], '#ffb703', '#fb8500', '#ffffff');
const HISTORY = dark(['#3e2723', '#6d4c41', '#24160f'], '#d7b377', '#f3e5ab');
const MUSIC = dark(['#240046', '#5a189a', '#10002b'], '#ff4ecd', '#7df9ff');
const MYSTERY = dark(['#0b132b', '#1c2541', '#050a18'], '#5bc0be', '#cfe8e6');
const ROMANCE = dark(['#590d22', '#a4133c', '#2d0611'], '#ffb3c1', '#ff758f');
const WAR = dark(['#2f3e1f', '#4b5320', '#182010'], '#c2a878', '#e8dcc0');
const WESTERN = dark(['#7f4f24', '#b5651d', '#3d2414'], '#ffe8c2', '#f4a259');
const NEWS = dark(['#0a2342', '#14396b', '#061629'], '#e63946', '#f1faee');
const REALITY = dark(['#7209b7', '#f72585', '#3a0066'], '#fee440', '#00f5d4', '#ffffff');
const SOAP = dark(['#231942', '#5e548e', '#140e28'], '#e0b1cb', '#9f86c0');
const TALK = dark(['#073b4c', '#118ab2', '#04222c'], '#ffd166', '#ef476f');
const COMEDY: Palette = {
  stops: ['#ffd23f', '#ffb100', '#f77f00'],
  accent: '#d62828',
  accent2: '#fff3b0',
  ink: '#2b1600',
  label: '#9a3412',
  scrim: '#fff6d6',
};
/** No genre, or none we know: a quiet slate blue. */
export const DEFAULT_PALETTE = dark(['#1e2a3a', '#2e4057', '#111a24'], '#66a3ff', '#a0c4ff');

const PALETTES = new Map<number, Palette>([
  [28, ACTION],
  [12, ADVENTURE],
  [16, ANIMATION],
  [35, COMEDY],
  [80, CRIME],
  [99, DOCUMENTARY],
  [18, DRAMA],
  [10751, FAMILY],
  [14, FANTASY],
  [36, HISTORY],
  [27, HORROR],
  [10402, MUSIC],
  [9648, MYSTERY],
  [10749, ROMANCE],
  [878, SCI_FI],
  [10770, DEFAULT_PALETTE],
  [53, THRILLER],
  [10752, WAR],
  [37, WESTERN],
  [10759, ACTION],
  [10762, FAMILY],
  [10763, NEWS],
  [10764, REALITY],
  [10765, SCI_FI],
  [10766, SOAP],
  [10767, TALK],
  [10768, WAR],
]);

/** @returns the first known genre's palette, its accent2 taken from the next known genre */
export function choosePalette(genreIds: readonly number[]): Palette {
  const known = genreIds.flatMap((id) => {
    const palette = PALETTES.get(id);
    return palette ? [palette] : [];
  });
  const [lead, second] = known;
  if (!lead) return DEFAULT_PALETTE;
  if (!second || second === lead) return lead;
  const accent2 = second.accent === lead.accent ? second.accent2 : second.accent;
  // A light palette keeps its own dark label; on dark ones the label follows accent2.
  return { ...lead, accent2, label: lead.label === lead.accent2 ? accent2 : lead.label };
}

export interface SeededRandom {
  /** in [0, 1) */
  next(): number;
  /** in [min, max) */
  between(min: number, max: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
}

/** mulberry32 over the hash of `seed`: the same seed gives the same sequence everywhere. */
export function createSeededRandom(seed: string): SeededRandom {
  let state = fnv1a32(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
  };
}
