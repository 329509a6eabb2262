/**
 * Which caption the player selects by itself: the first English one when subtitles are on, and
 * which one the 'c' key turns on when none is selected.
 */

/** The caption fields the choice reads. */
export interface CaptionRef {
  id: string;
  /** a code ('en', 'eng', 'en-GB') or a name ('English', 'English (SDH)') */
  language: string;
}

/** @returns true for English by code ('en', 'eng', 'en-US', 'en_GB') or by name ('English …') */
export function isEnglishLanguage(language: string): boolean {
  const value = language.trim().toLowerCase();
  return value === 'en' || value === 'eng' || /^en[-_]/.test(value) || value.startsWith('english');
}

/**
 * @param subtitlesVisible the stored setting: subtitles on or off
 * @returns the id of the first English caption when subtitles are on, else null (none selected)
 */
export function pickInitialCaptionId(
  captions: readonly CaptionRef[],
  subtitlesVisible: boolean,
): string | null {
  if (!subtitlesVisible) return null;
  return captions.find((caption) => isEnglishLanguage(caption.language))?.id ?? null;
}

/**
 * @returns the caption the captions key selects when none is: the first English one, else the
 *   first one; null when the stream has none
 */
export function pickCaptionToShow(captions: readonly CaptionRef[]): string | null {
  return pickInitialCaptionId(captions, true) ?? captions[0]?.id ?? null;
}
