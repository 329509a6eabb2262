/**
 * Video quality rules of the player (spec sections 3 "Source result" and 9): the keys a file stream
 * uses, their labels and ranking, HLS level labels, and which quality to start with on a device.
 */

/** Keys of a file stream's `qualities` map, from the provider's wire shape. */
export const QUALITY_KEYS = [
  '360',
  '360-hdr',
  '480',
  '480-hdr',
  '720',
  '720-hdr',
  '1080',
  '1080-hdr',
  '4k',
  '4k-hdr',
  'original',
] as const;

export type QualityKey = (typeof QUALITY_KEYS)[number];

/**
 * Every label the quality menu can show, lowest first. The spec's order is 360p, 480p, 720p,
 * 1080p, 1080p HDR, 4K, 4K HDR, Original, Auto; the HDR variants of lower resolutions (allowed by
 * the wire shape) sit right after their standard-range sibling.
 */
export const QUALITY_LABELS = [
  '360p',
  '360p HDR',
  '480p',
  '480p HDR',
  '720p',
  '720p HDR',
  '1080p',
  '1080p HDR',
  '4K',
  '4K HDR',
  'Original',
  'Auto',
] as const;

export type QualityLabel = (typeof QUALITY_LABELS)[number];

/** The best resolution a device can show, as stored under `deviceBestResolution`. */
export const DEVICE_QUALITIES = ['360', '480', '720', '1080', '4k'] as const;

export type DeviceQuality = (typeof DEVICE_QUALITIES)[number];

/** Label of each file quality key. */
const QUALITY_KEY_LABELS: Readonly<Record<QualityKey, QualityLabel>> = {
  '360': '360p',
  '360-hdr': '360p HDR',
  '480': '480p',
  '480-hdr': '480p HDR',
  '720': '720p',
  '720-hdr': '720p HDR',
  '1080': '1080p',
  '1080-hdr': '1080p HDR',
  '4k': '4K',
  '4k-hdr': '4K HDR',
  original: 'Original',
};

/** Nominal heights (px) of each resolution, highest first. */
const NOMINAL_HEIGHTS: readonly (readonly [DeviceQuality, number])[] = [
  ['4k', 2160],
  ['1080', 1080],
  ['720', 720],
  ['480', 480],
  ['360', 360],
];

/**
 * @returns the label of a file quality key: '4k' → '4K', '1080-hdr' → '1080p HDR',
 *   'original' → 'Original', '720' → '720p'
 */
export function getQualityLabel(key: QualityKey): QualityLabel {
  return QUALITY_KEY_LABELS[key];
}

/** @returns the position of a label in {@link QUALITY_LABELS}: 0 for '360p' up to 11 for 'Auto' */
export function getQualityRank(label: QualityLabel): number {
  return QUALITY_LABELS.indexOf(label);
}

/** @returns a copy of the labels sorted from the lowest to the highest rank (duplicates kept) */
export function sortQualityLabels(labels: readonly QualityLabel[]): QualityLabel[] {
  return [...labels].sort((a, b) => getQualityRank(a) - getQualityRank(b));
}

/** One level of an HLS master playlist, as hls.js describes it. */
export interface HlsLevelSize {
  /** picture height in pixels; 0 or missing when the playlist does not say */
  height?: number;
  /** picture width in pixels; used for letterboxed films (1920x800 is still 1080p) */
  width?: number;
  /** true when the level's video range is PQ or HLG */
  isHdr?: boolean;
}

/**
 * Resolution class of a picture: its height, or the height a 16:9 picture of its width would
 * have (whichever is larger), counted as a resolution when within 10 % below the nominal height.
 * @returns '360' for anything smaller than 432 px (90 % of 480), including unknown sizes
 */
export function classifyResolution(size: HlsLevelSize): DeviceQuality {
  const height = size.height ?? 0;
  const widthAsHeight = ((size.width ?? 0) * 9) / 16;
  const effective = Math.max(height, widthAsHeight);
  const match = NOMINAL_HEIGHTS.find(([, nominal]) => effective >= nominal * 0.9);
  return match?.[0] ?? '360';
}

/**
 * Labels an HLS level for the quality menu: 2160 → '4K', 1080 → '1080p', 1076 → '1080p',
 * 1920x800 → '1080p', 1440 → '1080p' (there is no 1440p label), HDR levels get ' HDR'.
 */
export function labelHlsLevel(level: HlsLevelSize): QualityLabel {
  const resolution = classifyResolution(level);
  return getQualityLabel(level.isHdr === true ? `${resolution}-hdr` : resolution);
}

/** The screen, in CSS pixels, and how many device pixels one CSS pixel has. */
export interface ScreenSize {
  width: number;
  height: number;
  /** window.devicePixelRatio; missing or not positive counts as 1 */
  devicePixelRatio?: number;
}

/**
 * The best quality worth loading on this screen, from its larger dimension in device pixels:
 * '4k' at 2160 or more, else '1080' at 1080 or more, '720', '480', else '360'.
 * A 1920x1080 screen gives '1080'; a 2560x1440 one gives '4k' (2560 ≥ 2160).
 */
export function getDeviceBestQuality(screen: ScreenSize): DeviceQuality {
  const ratio =
    screen.devicePixelRatio !== undefined && screen.devicePixelRatio > 0
      ? screen.devicePixelRatio
      : 1;
  const larger = Math.max(screen.width, screen.height) * ratio;
  const match = NOMINAL_HEIGHTS.find(([, nominal]) => larger >= nominal);
  return match?.[0] ?? '360';
}

/**
 * Reads a stored `deviceBestResolution` value.
 * @returns the device quality, or null when missing or not one of {@link DEVICE_QUALITIES}
 */
export function parseDeviceQuality(stored: string | null | undefined): DeviceQuality | null {
  return DEVICE_QUALITIES.find((quality) => quality === stored) ?? null;
}
