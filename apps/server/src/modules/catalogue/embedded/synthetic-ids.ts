/**
 * Ids of our own scheme for what the open data names but does not number: people and networks
 * (no TMDB ids in the data) and lawful titles without a TMDB id. Derived from names, so they stay
 * the same across rebuilds and data updates.
 */
import { createHash } from 'node:crypto';

/**
 * Lawful titles without a TMDB id get an id in [900,000,000, 999,999,999]: far above TMDB's
 * movie and TV ids (a few million), so it cannot name a real TMDB title. In tmdb mode those ids
 * answer "not found"; the sources module can compute the same id with this function.
 */
export const RESERVED_ID_MIN = 900_000_000;
const RESERVED_ID_SPAN = 100_000_000;

/** @returns 48 bits of SHA-256 of the text, as a non-negative safe integer */
function hash48(text: string): number {
  return createHash('sha256').update(text).digest().readUIntBE(0, 6);
}

/** NFKC, surrounding spaces trimmed, inner spaces collapsed, lower case */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A person's id: 1 + 48 bits of SHA-256 of 'person:' and the normalised name (NFKC, spaces
 * collapsed, lower case). Two spellings of one person are two people; the same name is the same
 * person everywhere in the catalogue. Collisions (about 1 in 10^7 for this data) fail the build.
 */
export function personIdForName(name: string): number {
  return 1 + hash48(`person:${normaliseName(name)}`);
}

/** A TV network's id, the same scheme as {@link personIdForName} under 'network:'. */
export function networkIdForName(name: string): number {
  return 1 + hash48(`network:${normaliseName(name)}`);
}

/** The reserved id of a lawful title that has no TMDB id (see {@link RESERVED_ID_MIN}). */
export function reservedLawfulTitleId(title: string, year: number): number {
  return RESERVED_ID_MIN + (hash48(`lawful:${normaliseName(title)}:${year}`) % RESERVED_ID_SPAN);
}
