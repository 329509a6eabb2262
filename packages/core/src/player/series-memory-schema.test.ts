import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_SERIES, rememberSeriesChoice } from './series-memory';
import { readSeriesMemory, writeSeriesMemory } from './series-memory-schema';

describe('readSeriesMemory', () => {
  it('reads back what is written', () => {
    const memory = rememberSeriesChoice(
      {},
      1396,
      'Breaking Bad',
      { subtitles: 'off', audio: 'en', quality: '720p' },
      10,
    );
    expect(readSeriesMemory(writeSeriesMemory(memory))).toEqual(memory);
  });

  it.each([null, '', 'not json', 'null', '[]', '"x"', '42'])('reads %j as no memory', (raw) => {
    expect(readSeriesMemory(raw)).toEqual({});
  });

  it('drops entries with a bad id, name or time, and keeps the good ones', () => {
    const raw = JSON.stringify({
      '1396': { title: 'Breaking Bad', atMs: 10, subtitles: 'en' },
      '0': { title: 'Zero', atMs: 10 },
      abc: { title: 'Letters', atMs: 10 },
      '7': { title: '', atMs: 10 },
      '8': { title: 'No time' },
      '9': 'text',
    });
    expect(readSeriesMemory(raw)).toEqual({
      '1396': { title: 'Breaking Bad', atMs: 10, subtitles: 'en' },
    });
  });

  it('drops a bad choice alone and keeps the rest of its entry', () => {
    const raw = JSON.stringify({
      '1396': { title: 'Breaking Bad', atMs: 10, subtitles: 42, quality: '999p', audio: 'EN' },
    });
    expect(readSeriesMemory(raw)).toEqual({
      '1396': { title: 'Breaking Bad', atMs: 10, audio: 'en' },
    });
  });

  it(`keeps the ${String(MAX_REMEMBERED_SERIES)} most recent series of a longer list`, () => {
    const stored: Record<string, unknown> = {};
    for (let id = 1; id <= MAX_REMEMBERED_SERIES + 5; id++) {
      stored[String(id)] = { title: `Series ${String(id)}`, atMs: id };
    }
    const memory = readSeriesMemory(JSON.stringify(stored));
    expect(Object.keys(memory)).toHaveLength(MAX_REMEMBERED_SERIES);
    expect(memory['5']).toBeUndefined();
    expect(memory['6']).toBeDefined();
  });
});
