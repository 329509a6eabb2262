/**
 * The stored settings record. Each field falls back to its own default when missing or invalid,
 * so one bad value (an old choice, a typo) never throws away the user's other settings.
 */
import { z } from 'zod';
import { DEFAULT_SETTINGS, SETTING_CHOICES } from './settings';

function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback);
}

/** Settings; unknown keys are stripped. Parsing {} gives every default. */
export const settingsSchema = z.object({
  autoplay: z.boolean().catch(DEFAULT_SETTINGS.autoplay),
  autoNext: z.boolean().catch(DEFAULT_SETTINGS.autoNext),
  preview: z.boolean().catch(DEFAULT_SETTINGS.preview),
  quality: choice(SETTING_CHOICES.quality, DEFAULT_SETTINGS.quality),
  theme: choice(SETTING_CHOICES.theme, DEFAULT_SETTINGS.theme),
  subtitleSize: choice(SETTING_CHOICES.subtitleSize, DEFAULT_SETTINGS.subtitleSize),
  subtitleColor: choice(SETTING_CHOICES.subtitleColor, DEFAULT_SETTINGS.subtitleColor),
  thumbnailSize: choice(SETTING_CHOICES.thumbnailSize, DEFAULT_SETTINGS.thumbnailSize),
  contentFiltering: choice(SETTING_CHOICES.contentFiltering, DEFAULT_SETTINGS.contentFiltering),
  preferredAudio: choice(SETTING_CHOICES.preferredAudio, DEFAULT_SETTINGS.preferredAudio),
  preferredSubtitles: choice(
    SETTING_CHOICES.preferredSubtitles,
    DEFAULT_SETTINGS.preferredSubtitles,
  ),
  emailUpdates: z.boolean().catch(DEFAULT_SETTINGS.emailUpdates),
  pushNotifications: z.boolean().catch(DEFAULT_SETTINGS.pushNotifications),
  spoilerSafe: z.boolean().catch(DEFAULT_SETTINGS.spoilerSafe),
});

/** Every setting, each with a valid value. */
export type Settings = z.output<typeof settingsSchema>;

/**
 * Reads stored settings, never failing.
 * @param value anything: a parsed JSON record, null, a string…
 * @returns the settings, with defaults for every missing or invalid field (all defaults when the
 *   value is not an object)
 */
export function readSettings(value: unknown): Settings {
  const parsed = settingsSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_SETTINGS };
}
