/**
 * Subtitle-site credits and advertising lines hidden from the picture (spec section 5): cues that
 * carry one of the phrases below are not shown.
 */

/**
 * Phrases that mark a subtitle-site credit or advertisement, lower case. Matched case-insensitively
 * anywhere in a cue's visible text, with line breaks and runs of spaces read as one space.
 * - 'opensubtitles': the site's name in its ads ('Advertise ... www.OpenSubtitles.org').
 * - 'osdb.link': OpenSubtitles' short links ('Please rate this subtitle at www.osdb.link/...').
 * - 'support us and become vip member', 'advertise your product or brand here',
 *   'help other users to choose the best subtitles': OpenSubtitles' inserted lines.
 * - 'addic7ed', 'subscene', 'podnapisi': other subtitle sites' names in their credit lines.
 */
export const SUBTITLE_CREDIT_PHRASES = [
  'opensubtitles',
  'osdb.link',
  'support us and become vip member',
  'advertise your product or brand here',
  'help other users to choose the best subtitles',
  'addic7ed',
  'subscene',
  'podnapisi',
] as const;

/**
 * @param visibleText a cue's text without markup (see `getTokensText`)
 * @returns true when the cue carries a subtitle-site credit and must be hidden
 */
export function isSubtitleCreditCue(visibleText: string): boolean {
  const normalised = visibleText.toLowerCase().replace(/\s+/g, ' ');
  return SUBTITLE_CREDIT_PHRASES.some((phrase) => normalised.includes(phrase));
}
