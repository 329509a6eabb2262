/**
 * How the subtitles menu shows the settings: names for the colour and background choices, the
 * size and delay values as text, and what Reset restores.
 */
import type { SubtitleSettings } from './settings-schema';
import {
  DEFAULT_SUBTITLE_SETTINGS,
  roundToTenth,
  type SubtitleBackgroundColor,
  type SubtitleTextColor,
} from './settings';

/** Visible names of the spec's text colours. */
export const SUBTITLE_TEXT_COLOR_LABELS: Readonly<Record<SubtitleTextColor, string>> = {
  white: 'White',
  brown: 'Brown',
  yellow: 'Yellow',
  gray: 'Gray',
  '#222222': 'Near black',
};

/** Visible names of the backgrounds behind the text. */
export const SUBTITLE_BACKGROUND_LABELS: Readonly<Record<SubtitleBackgroundColor, string>> = {
  transparent: 'None',
  'rgba(0, 0, 0, 0.5)': 'Translucent',
  black: 'Black',
  white: 'White',
};

/**
 * @param delaySeconds the subtitle delay
 * @returns one decimal with its sign and unit: '0.0 s', '+0.2 s', '-1.4 s' (ASCII minus)
 */
export function formatSubtitleDelay(delaySeconds: number): string {
  const rounded = Number.isNaN(delaySeconds) ? 0 : roundToTenth(delaySeconds);
  const sign = rounded > 0 ? '+' : '';
  return `${sign}${rounded.toFixed(1)} s`;
}

/**
 * @param scale the text size multiplier
 * @returns one decimal and a multiplication sign: '1.0×', '2.5×'
 */
export function formatFontSizeScale(scale: number): string {
  return `${roundToTenth(scale).toFixed(1)}×`;
}

/**
 * What Reset gives: the default size, colours, background and delay. Whether subtitles are shown
 * is not a style, so it stays as it is.
 */
export function resetSubtitleStyle(settings: SubtitleSettings): SubtitleSettings {
  return { ...DEFAULT_SUBTITLE_SETTINGS, visible: settings.visible };
}

/** @returns true when Reset would change nothing */
export function isDefaultSubtitleStyle(settings: SubtitleSettings): boolean {
  const reset = resetSubtitleStyle(settings);
  return (
    reset.fontSizeScale === settings.fontSizeScale &&
    reset.textColor === settings.textColor &&
    reset.backgroundColor === settings.backgroundColor &&
    reset.delay === settings.delay
  );
}
