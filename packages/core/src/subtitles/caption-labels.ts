/**
 * How captions are named in the subtitles menu: providers give a caption's language as a code
 * ('en', 'eng', 'pt-BR') or a name ('English', 'English (SDH)'); the menu shows English names,
 * and tells apart captions that would otherwise read the same.
 */
import { getLanguageName } from '../slug/languages';

/**
 * Common ISO 639-2 codes (both the bibliographic and the terminology form) for languages whose
 * captions are usually offered; anything else shows as its code, uppercased.
 */
export const THREE_LETTER_LANGUAGES: Readonly<Record<string, string>> = {
  ara: 'ar',
  chi: 'zh',
  zho: 'zh',
  cze: 'cs',
  ces: 'cs',
  dan: 'da',
  dut: 'nl',
  nld: 'nl',
  eng: 'en',
  fin: 'fi',
  fre: 'fr',
  fra: 'fr',
  ger: 'de',
  deu: 'de',
  gre: 'el',
  ell: 'el',
  heb: 'he',
  hin: 'hi',
  hun: 'hu',
  ind: 'id',
  ita: 'it',
  jpn: 'ja',
  kor: 'ko',
  nor: 'no',
  pol: 'pl',
  por: 'pt',
  rum: 'ro',
  ron: 'ro',
  rus: 'ru',
  spa: 'es',
  swe: 'sv',
  tha: 'th',
  tur: 'tr',
  ukr: 'uk',
  vie: 'vi',
};

/** A language code, optionally with a region or script: 'en', 'eng', 'pt-BR', 'zh_Hant'. */
const LANGUAGE_CODE = /^([a-z]{2,3})(?:[-_]([a-z0-9]{2,8}))?$/i;

function getCodeName(code: string): string | null {
  const lower = code.toLowerCase();
  const twoLetter = lower.length === 3 ? THREE_LETTER_LANGUAGES[lower] : lower;
  return twoLetter === undefined ? null : getLanguageName(twoLetter);
}

/**
 * @param language a caption's language as the provider gave it
 * @returns an English name: 'English' for 'en' or 'eng', 'Portuguese (BR)' for 'pt-BR', the
 *   code uppercased when unknown ('QQ'), or the given name with a capital first letter
 */
export function getCaptionLanguageLabel(language: string): string {
  const trimmed = language.trim();
  const code = LANGUAGE_CODE.exec(trimmed);
  if (code?.[1] !== undefined) {
    const name = getCodeName(code[1]) ?? code[1].toUpperCase();
    return code[2] === undefined ? name : `${name} (${code[2].toUpperCase()})`;
  }
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** A caption as the menu lists it. */
export interface CaptionOption {
  id: string;
  label: string;
}

/**
 * @returns one option per caption, in order. Captions whose labels would repeat get their format
 *   added ('English (VTT)', 'English (SRT)'), and a number when that still repeats
 *   ('English (SRT) 2').
 */
export function buildCaptionOptions(
  captions: readonly { id: string; language: string; type: string }[],
): CaptionOption[] {
  const named = captions.map((caption) => ({
    id: caption.id,
    type: caption.type.toUpperCase(),
    label: getCaptionLanguageLabel(caption.language),
  }));
  const withFormat = named.map((option) =>
    named.filter((other) => other.label === option.label).length > 1
      ? { ...option, label: `${option.label} (${option.type})` }
      : option,
  );
  const seen = new Map<string, number>();
  return withFormat.map((option) => {
    const count = (seen.get(option.label) ?? 0) + 1;
    seen.set(option.label, count);
    return { id: option.id, label: count > 1 ? `${option.label} ${count}` : option.label };
  });
}
