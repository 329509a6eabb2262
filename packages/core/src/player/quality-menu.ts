/**
 * What the quality menu lists (spec section 9): 'Auto' and each available quality, labelled
 * 4K/1080p/…/HDR, highest first; and how far 'Auto' may climb on this device. Labels, ranking
 * and the device's best quality come from `quality`.
 */
import {
  classifyResolution,
  DEVICE_QUALITIES,
  type DeviceQuality,
  type HlsLevelSize,
  labelHlsLevel,
  getQualityRank,
  type QualityKey,
  type QualityLabel,
} from './quality';
import { listFileQualities } from './quality-choice';

/** One level of an HLS master playlist, as hls.js lists it (in its order). */
export interface HlsLevelInfo extends HlsLevelSize {
  /** bits per second; missing counts as 0 */
  bitrate?: number;
}

/** One entry of the quality menu for an HLS stream. */
export interface HlsQualityOption {
  /** index in hls.js's `levels` (what `hls.currentLevel` takes) */
  levelIndex: number;
  label: QualityLabel;
}

/** The id of the menu's 'Auto' entry. */
export const AUTO_QUALITY = 'auto';

/**
 * @returns one entry per label, highest quality first: among levels that share a label (several
 *   bitrates of 1080p) the highest bitrate stands for it, the first on a tie
 */
export function listHlsQualityOptions(levels: readonly HlsLevelInfo[]): HlsQualityOption[] {
  const byLabel = new Map<QualityLabel, { levelIndex: number; bitrate: number }>();
  levels.forEach((level, levelIndex) => {
    const label = labelHlsLevel(level);
    const bitrate = level.bitrate ?? 0;
    const kept = byLabel.get(label);
    if (kept === undefined || bitrate > kept.bitrate) byLabel.set(label, { levelIndex, bitrate });
  });
  return [...byLabel]
    .map(([label, { levelIndex }]) => ({ levelIndex, label }))
    .sort((a, b) => getQualityRank(b.label) - getQualityRank(a.label));
}

/**
 * The highest level 'Auto' may pick on this device (hls.js `autoLevelCapping`), so a phone does
 * not fetch 4K it cannot show.
 * @returns the index of the last level (hls.js orders levels by bitrate) whose resolution is not
 *   above `deviceBest`; -1 (no cap) when every level fits; when none fits, the index of the
 *   smallest level
 */
export function getAutoLevelCap(
  levels: readonly HlsLevelInfo[],
  deviceBest: DeviceQuality,
): number {
  const deviceRank = DEVICE_QUALITIES.indexOf(deviceBest);
  const ranks = levels.map((level) => DEVICE_QUALITIES.indexOf(classifyResolution(level)));
  if (ranks.every((rank) => rank <= deviceRank)) return -1;
  const fitting = ranks.findLastIndex((rank) => rank <= deviceRank);
  if (fitting !== -1) return fitting;
  const smallest = Math.min(...ranks);
  return ranks.indexOf(smallest);
}

/** One entry of the quality menu for a file stream. */
export interface FileQualityOption {
  key: QualityKey;
  label: QualityLabel;
}

/** @returns a file stream's qualities for the menu, highest first ('Original' on top) */
export function listFileQualityOptions(
  qualities: Partial<Record<QualityKey, unknown>>,
): FileQualityOption[] {
  return listFileQualities(qualities).reverse();
}
