/**
 * Which quality the player starts with (spec section 9): the best available one not above what the
 * device can show. Labels and device classes are in `quality`.
 */
import {
  type DeviceQuality,
  DEVICE_QUALITIES,
  getQualityLabel,
  getQualityRank,
  QUALITY_KEYS,
  type QualityKey,
  type QualityLabel,
} from './quality';

/** Options of {@link pickBestQualityIndex}. */
export interface QualityChoiceOptions {
  /**
   * Whether the screen shows high dynamic range (e.g. matchMedia('(dynamic-range: high)')).
   * HDR pictures look washed out on other screens, so HDR is picked only when true. Default false.
   */
  allowHdr?: boolean;
}

/** Resolution of a label, or null for 'Original' and 'Auto' (resolution unknown). */
function getLabelResolution(label: QualityLabel): DeviceQuality | null {
  if (label === 'Original' || label === 'Auto') return null;
  if (label.startsWith('4K')) return '4k';
  const resolution = label.slice(0, label.indexOf('p'));
  return DEVICE_QUALITIES.find((quality) => quality === resolution) ?? null;
}

function isWithinDevice(label: QualityLabel, deviceBest: DeviceQuality, allowHdr: boolean) {
  const resolution = getLabelResolution(label);
  if (resolution === null) return false;
  if (!allowHdr && label.endsWith('HDR')) return false;
  return DEVICE_QUALITIES.indexOf(resolution) <= DEVICE_QUALITIES.indexOf(deviceBest);
}

function findExtremeIndex(
  labels: readonly QualityLabel[],
  accept: (label: QualityLabel) => boolean,
  isBetter: (rank: number, bestRank: number) => boolean,
): number | null {
  let bestIndex: number | null = null;
  let bestRank = 0;
  labels.forEach((label, index) => {
    if (!accept(label)) return;
    const rank = getQualityRank(label);
    if (bestIndex === null || isBetter(rank, bestRank)) {
      bestIndex = index;
      bestRank = rank;
    }
  });
  return bestIndex;
}

/**
 * Picks the quality to start with among the available ones (e.g. the labels of HLS levels).
 * - the highest-ranked label whose resolution is not above `deviceBest` (first one on ties);
 * - 'Original' (resolution unknown) is never picked over a known quality, and 'Auto' never;
 * - when nothing fits (say only 4K on a 720p phone), the lowest-ranked label other than 'Auto'.
 * @returns the index in `labels`, or null when there is nothing but 'Auto' (or nothing at all),
 *   which the player reports as 'No valid quality found'
 */
export function pickBestQualityIndex(
  labels: readonly QualityLabel[],
  deviceBest: DeviceQuality,
  options: QualityChoiceOptions = {},
): number | null {
  const allowHdr = options.allowHdr ?? false;
  const fitting = findExtremeIndex(
    labels,
    (label) => isWithinDevice(label, deviceBest, allowHdr),
    (rank, bestRank) => rank > bestRank,
  );
  if (fitting !== null) return fitting;
  return findExtremeIndex(
    labels,
    (label) => label !== 'Auto',
    (rank, bestRank) => rank < bestRank,
  );
}

/**
 * {@link pickBestQualityIndex} for a file stream's `qualities` map.
 * @returns the key to load, or null when the map is empty
 */
export function pickBestFileQuality(
  qualities: Partial<Record<QualityKey, unknown>>,
  deviceBest: DeviceQuality,
  options: QualityChoiceOptions = {},
): QualityKey | null {
  const keys = QUALITY_KEYS.filter((key) => qualities[key] !== undefined);
  const index = pickBestQualityIndex(keys.map(getQualityLabel), deviceBest, options);
  return index === null ? null : (keys[index] ?? null);
}

/**
 * The labels of a file stream's qualities, lowest first, for the quality menu.
 * @returns pairs of key and label in ranking order
 */
export function listFileQualities(
  qualities: Partial<Record<QualityKey, unknown>>,
): { key: QualityKey; label: QualityLabel }[] {
  return QUALITY_KEYS.filter((key) => qualities[key] !== undefined).map((key) => ({
    key,
    label: getQualityLabel(key),
  }));
}
