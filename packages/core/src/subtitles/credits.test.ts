import { describe, expect, it } from 'vitest';
import { isSubtitleCreditCue } from './credits';

describe('isSubtitleCreditCue', () => {
  it.each([
    'Support us and become VIP member\nto remove all ads from www.OpenSubtitles.org',
    'Advertise your product or brand here\ncontact www.OpenSubtitles.org today',
    'Please rate this subtitle at www.osdb.link/abc\nHelp other users to choose the best subtitles',
    'SUPPORT US AND   BECOME\nVIP MEMBER',
    'Synced by someone - www.addic7ed.com',
    'Downloaded from Subscene',
    'Podnapisi.NET',
  ])('hides the credit %j', (text) => {
    expect(isSubtitleCreditCue(text)).toBe(true);
  });

  it.each(['I will open the subtitles menu.', 'Advertise here?', 'Become a member', ''])(
    'keeps the ordinary line %j',
    (text) => {
      expect(isSubtitleCreditCue(text)).toBe(false);
    },
  );
});
