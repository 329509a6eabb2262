/**
 * A HyperLogLog sketch (Flajolet et al. 2007, with the small-range correction of linear
 * counting): distinct counts in a fixed 4 KiB, mergeable by taking each register's maximum, so a
 * week or a month of active users is the merge of its days' sketches. It is fed 64-bit hashes
 * (the server hashes address and user agent with a salt of the day); the sketch keeps only
 * register maxima, from which no hash, let alone an address, can be recovered.
 *
 * With 2^12 registers the standard error is 1.04 / √4096 ≈ 1.6 %.
 */

/** Bits of the hash choosing the register. */
export const SKETCH_PRECISION = 12;
/** Registers, one byte each: the sketch's size in bytes. */
export const SKETCH_REGISTERS = 1 << SKETCH_PRECISION;

const REST_BITS_OF_HIGH = 32 - SKETCH_PRECISION;

/** An empty sketch. */
export function createSketch(): Uint8Array {
  return new Uint8Array(SKETCH_REGISTERS);
}

/**
 * Adds one hashed item (in place).
 * @param high the hash's first 32 bits, as an unsigned integer
 * @param low its next 32 bits
 */
export function addHash(sketch: Uint8Array, high: number, low: number): void {
  const index = high >>> REST_BITS_OF_HIGH;
  const rest = (high << SKETCH_PRECISION) >>> 0;
  const zeros = Math.clz32(rest);
  // The position of the first 1 among the 52 bits after the index (53 when they are all 0).
  const rank =
    zeros < REST_BITS_OF_HIGH ? zeros + 1 : REST_BITS_OF_HIGH + Math.clz32(low >>> 0) + 1;
  if (rank > (sketch[index] ?? 0)) sketch[index] = rank;
}

/**
 * Merges `from` into `into` (in place): `into` then counts the union.
 * A sketch of another size (not one of ours) is ignored.
 */
export function mergeSketch(into: Uint8Array, from: Uint8Array): Uint8Array {
  if (from.length !== SKETCH_REGISTERS || into.length !== SKETCH_REGISTERS) return into;
  for (let i = 0; i < SKETCH_REGISTERS; i += 1) {
    const value = from[i] ?? 0;
    if (value > (into[i] ?? 0)) into[i] = value;
  }
  return into;
}

/** @returns the estimated number of distinct items added, rounded to a whole number */
export function estimateDistinct(sketch: Uint8Array): number {
  const m = SKETCH_REGISTERS;
  let sum = 0;
  let empty = 0;
  for (let i = 0; i < m; i += 1) {
    const value = sketch[i] ?? 0;
    sum += 2 ** -value;
    if (value === 0) empty += 1;
  }
  const alpha = 0.7213 / (1 + 1.079 / m);
  const raw = (alpha * m * m) / sum;
  // Few items: linear counting over the empty registers is the better estimate.
  const estimate = raw <= 2.5 * m && empty > 0 ? m * Math.log(m / empty) : raw;
  return Math.round(estimate);
}
