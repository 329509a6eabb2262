/**
 * Account settings (spec section 3 "Settings and defaults", plus our spoiler-safe mode): the
 * choices each setting offers and its default. Plain values so settings screens render without
 * zod; the schema is beside.
 */

/** The choices of each enumerated setting, in the order the settings screen lists them. */
export const SETTING_CHOICES = {
  quality: ['auto', '4K', '1080p', '720p', '480p'],
  theme: ['light', 'dark', 'system'],
  subtitleSize: ['small', 'medium', 'large', 'x-large'],
  subtitleColor: ['white', 'yellow', 'green', 'cyan'],
  thumbnailSize: ['small', 'medium', 'large'],
  contentFiltering: ['unrestricted', 'moderate', 'strict'],
  preferredAudio: ['english', 'spanish', 'french', 'german', 'japanese'],
  preferredSubtitles: ['none', 'english', 'spanish', 'french', 'german', 'japanese'],
} as const;

type ChoiceDefaults = {
  [K in keyof typeof SETTING_CHOICES]: (typeof SETTING_CHOICES)[K][number];
};

type SwitchDefaults = Record<
  'autoplay' | 'autoNext' | 'preview' | 'emailUpdates' | 'pushNotifications' | 'spoilerSafe',
  boolean
>;

/** Every setting's default. */
export const DEFAULT_SETTINGS = {
  autoplay: true,
  autoNext: true,
  preview: true,
  quality: 'auto',
  theme: 'system',
  subtitleSize: 'medium',
  subtitleColor: 'white',
  thumbnailSize: 'medium',
  contentFiltering: 'unrestricted',
  preferredAudio: 'english',
  preferredSubtitles: 'english',
  emailUpdates: false,
  pushNotifications: true,
  /** ours (decision 0032): hide what episodes the visitor has not reached yet */
  spoilerSafe: false,
} as const satisfies ChoiceDefaults & SwitchDefaults;
