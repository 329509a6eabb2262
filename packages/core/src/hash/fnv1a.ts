/**
 * FNV-1a, 32 bits, over UTF-16 code units: a stable number from a string, for choices that must
 * never change (a seed, a colour, a fingerprint that says "this token was sent"). Not a secret.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
