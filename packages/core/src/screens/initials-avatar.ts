/**
 * The picture of a person without a photo: their initials on a colour chosen from their name, so
 * a cast row reads as people rather than a wall of grey silhouettes. Deterministic (the same name
 * always looks the same); every tone keeps white initials at WCAG AA contrast.
 */
import { fnv1a32 } from '../hash/fnv1a';

/** Backgrounds for white initials, each at least 4.5:1 against white. */
export const AVATAR_TONES = [
  '#6d28d9',
  '#1d4ed8',
  '#0f766e',
  '#b45309',
  '#be123c',
  '#4d7c0f',
  '#475569',
  '#a21caf',
] as const;

/** Name parts that are not a name: 'Jr.', 'Sr.', 'II', 'III', 'IV'. */
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/**
 * @returns the first letter of the first and of the last name part ('Cuba Gooding, Jr.' → 'CG',
 *   'Madonna' → 'M'), upper case; '' when the name holds no letter
 */
export function getInitials(name: string): string {
  const words = (name.normalize('NFC').match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu) ?? []).filter(
    (part) => !SUFFIXES.has(part.toLowerCase().replace(/\./g, '')),
  );
  // 'The Wachowskis' is W, not TW.
  const parts = words.length > 1 && words[0]?.toLowerCase() === 'the' ? words.slice(1) : words;
  const letters = parts
    .map((part) => Array.from(part).find((char) => /\p{L}/u.test(char)))
    .filter((letter): letter is string => letter !== undefined);
  if (letters.length === 0) return '';
  const first = letters[0] ?? '';
  const last = letters.length > 1 ? (letters.at(-1) ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('en-US');
}

/** @returns the tone of `name`'s avatar (FNV-1a of the name, so it never changes) */
export function getAvatarTone(name: string): (typeof AVATAR_TONES)[number] {
  return AVATAR_TONES[fnv1a32(name) % AVATAR_TONES.length] ?? AVATAR_TONES[0];
}
