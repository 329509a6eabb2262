import { describe, expect, it } from 'vitest';
import {
  findSeriesChoices,
  forgetSeries,
  listRememberedSeries,
  MAX_REMEMBERED_SERIES,
  pickAudioTrack,
  pickRememberedCaption,
  pickRememberedQuality,
  rememberSeriesChoice,
  type SeriesMemory,
  toLanguageKey,
} from './series-memory';

describe('toLanguageKey', () => {
  it.each([
    ['en', 'en'],
    ['EN-us', 'en'],
    ['en_GB', 'en'],
    ['eng', 'en'],
    ['ger', 'de'],
    ['English', 'en'],
    ['english (SDH)', 'en'],
    ['Japanese', 'ja'],
    [' Spanish [Forced] ', 'es'],
    ['Klingon', 'klingon'],
    ['', ''],
  ])('reads %j as %j', (language, key) => {
    expect(toLanguageKey(language)).toBe(key);
  });
});

describe('rememberSeriesChoice', () => {
  it('adds a choice to what the series remembers, with its name and time', () => {
    const first = rememberSeriesChoice({}, 1396, 'Breaking Bad', { subtitles: 'en' }, 10);
    const second = rememberSeriesChoice(first, 1396, 'Breaking Bad', { quality: '720p' }, 20);
    expect(findSeriesChoices(second, 1396)).toEqual({
      title: 'Breaking Bad',
      subtitles: 'en',
      quality: '720p',
      atMs: 20,
    });
  });

  it('replaces an earlier choice of the same kind', () => {
    const first = rememberSeriesChoice({}, 1396, 'Breaking Bad', { subtitles: 'en' }, 10);
    const second = rememberSeriesChoice(first, 1396, 'Breaking Bad', { subtitles: 'off' }, 20);
    expect(findSeriesChoices(second, 1396)?.subtitles).toBe('off');
  });

  it('keeps other series apart and leaves the given memory unchanged', () => {
    const first = rememberSeriesChoice({}, 1, 'One', { audio: 'ja' }, 10);
    const second = rememberSeriesChoice(first, 2, 'Two', { audio: 'en' }, 20);
    expect(findSeriesChoices(second, 1)?.audio).toBe('ja');
    expect(findSeriesChoices(second, 2)?.audio).toBe('en');
    expect(findSeriesChoices(first, 2)).toBeNull();
  });

  it(`forgets the least recently changed series beyond ${String(MAX_REMEMBERED_SERIES)}`, () => {
    let memory: SeriesMemory = {};
    for (let id = 1; id <= MAX_REMEMBERED_SERIES; id++) {
      memory = rememberSeriesChoice(memory, id, `Series ${String(id)}`, { quality: '720p' }, id);
    }
    // Series 1 is touched again, so series 2 is now the oldest.
    memory = rememberSeriesChoice(memory, 1, 'Series 1', { subtitles: 'off' }, 1000);
    memory = rememberSeriesChoice(memory, 999, 'New', { subtitles: 'en' }, 1001);
    expect(Object.keys(memory)).toHaveLength(MAX_REMEMBERED_SERIES);
    expect(findSeriesChoices(memory, 2)).toBeNull();
    expect(findSeriesChoices(memory, 1)).not.toBeNull();
    expect(findSeriesChoices(memory, 999)).not.toBeNull();
  });
});

describe('forgetSeries and listRememberedSeries', () => {
  const memory = rememberSeriesChoice(
    rememberSeriesChoice({}, 1396, 'Breaking Bad', { subtitles: 'en' }, 10),
    52,
    'Another',
    { quality: '360p' },
    20,
  );

  it('lists the series most recently changed first, with their ids', () => {
    expect(listRememberedSeries(memory).map((each) => [each.seriesId, each.title])).toEqual([
      [52, 'Another'],
      [1396, 'Breaking Bad'],
    ]);
  });

  it('forgets one series and keeps the others', () => {
    const left = forgetSeries(memory, 1396);
    expect(listRememberedSeries(left).map((each) => each.seriesId)).toEqual([52]);
    expect(forgetSeries(left, 1396)).toBe(left);
  });
});

describe('pickRememberedCaption', () => {
  const captions = [{ language: 'English' }, { language: 'Spanish' }, { language: 'es' }];

  it('picks the first caption in the remembered language, however it is written', () => {
    expect(pickRememberedCaption(captions, { subtitles: 'es' })).toBe(1);
  });

  it('says off when the series remembers subtitles off', () => {
    expect(pickRememberedCaption(captions, { subtitles: 'off' })).toBe('off');
  });

  it('leaves the default when nothing is remembered or the language is missing', () => {
    expect(pickRememberedCaption(captions, null)).toBeNull();
    expect(pickRememberedCaption(captions, { quality: '720p' })).toBeNull();
    expect(pickRememberedCaption(captions, { subtitles: 'fr' })).toBeNull();
  });
});

describe('pickAudioTrack', () => {
  const tracks = [{ language: 'en' }, { language: 'jpn' }, { language: 'fr' }];

  it('picks the remembered language first', () => {
    expect(pickAudioTrack(tracks, { audio: 'fr' }, 'ja')).toBe(2);
  });

  it('prefers the original language with no memory', () => {
    expect(pickAudioTrack(tracks, null, 'ja')).toBe(1);
  });

  it('falls back to the original language when the remembered one is missing', () => {
    expect(pickAudioTrack(tracks, { audio: 'de' }, 'ja')).toBe(1);
  });

  it('keeps the default with one track, unnamed tracks or no match', () => {
    expect(pickAudioTrack([{ language: 'ja' }], null, 'ja')).toBeNull();
    expect(pickAudioTrack([{}, {}], { audio: 'ja' }, 'ja')).toBeNull();
    expect(pickAudioTrack(tracks, null, 'ko')).toBeNull();
    expect(pickAudioTrack(tracks, null, null)).toBeNull();
  });
});

describe('pickRememberedQuality', () => {
  const labels = ['720p', '360p'] as const;

  it('picks the remembered quality when the source has it', () => {
    expect(pickRememberedQuality(labels, { quality: '360p' })).toBe(1);
  });

  it("leaves the device's best for Auto, no memory or a quality the source lacks", () => {
    expect(pickRememberedQuality(labels, { quality: 'Auto' })).toBeNull();
    expect(pickRememberedQuality(labels, null)).toBeNull();
    expect(pickRememberedQuality(labels, { quality: '1080p' })).toBeNull();
  });
});
