/**
 * The stored subtitle settings (spec section 3, "Subtitle settings"): visible, fontSizeScale,
 * backgroundColor, textColor, delay, with defaults for missing fields.
 */
import { z } from 'zod';
import {
  DEFAULT_SUBTITLE_SETTINGS,
  roundToTenth,
  SUBTITLE_BACKGROUND_COLORS,
  SUBTITLE_FONT_SCALE_MAX,
  SUBTITLE_FONT_SCALE_MIN,
  SUBTITLE_TEXT_COLORS,
} from './settings';

/** Subtitle settings; a missing field takes its default, a wrong one fails the parse. */
export const subtitleSettingsSchema = z.object({
  visible: z.boolean().default(true),
  /** text size multiplier, 0.5 to 3, kept to one decimal */
  fontSizeScale: z
    .number()
    .min(SUBTITLE_FONT_SCALE_MIN)
    .max(SUBTITLE_FONT_SCALE_MAX)
    .transform(roundToTenth)
    .default(1),
  backgroundColor: z.enum(SUBTITLE_BACKGROUND_COLORS).default('rgba(0, 0, 0, 0.5)'),
  textColor: z.enum(SUBTITLE_TEXT_COLORS).default('white'),
  /** seconds; positive shows subtitles later, negative earlier */
  delay: z.number().transform(roundToTenth).default(0),
});

export type SubtitleSettings = z.output<typeof subtitleSettingsSchema>;

const FIELDS = subtitleSettingsSchema.shape;
const DEFAULTS = DEFAULT_SUBTITLE_SETTINGS;

/** Field by field: a missing field takes its default, an invalid one too; not an object: defaults. */
const storedSubtitleSettingsSchema = z
  .object({
    visible: FIELDS.visible.catch(DEFAULTS.visible),
    fontSizeScale: FIELDS.fontSizeScale.catch(DEFAULTS.fontSizeScale),
    backgroundColor: FIELDS.backgroundColor.catch(DEFAULTS.backgroundColor),
    textColor: FIELDS.textColor.catch(DEFAULTS.textColor),
    delay: FIELDS.delay.catch(DEFAULTS.delay),
  })
  .catch(DEFAULTS);

/**
 * Reads settings from browser storage, repairing rather than rejecting: every field that is
 * missing or invalid takes its default, the others are kept; anything but an object gives the
 * defaults. Never throws.
 * @param stored whatever JSON.parse gave
 */
export function readStoredSubtitleSettings(stored: unknown): SubtitleSettings {
  return storedSubtitleSettingsSchema.parse(stored);
}
