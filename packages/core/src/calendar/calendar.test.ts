import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_DAYS_AHEAD,
  calendarWindow,
  groupCalendar,
  JUST_AIRED_DAYS,
  sectionOf,
  type CalendarEpisode,
} from './calendar';
import { addDays, daysBetween } from './calendar-dates';
import { formatCalendarEpisode } from './texts';

const TODAY = '2026-11-27';

function episode(overrides: Partial<CalendarEpisode>): CalendarEpisode {
  return {
    seriesId: 1,
    seriesName: 'Series',
    seasonNumber: 1,
    episodeNumber: 1,
    name: null,
    airDate: TODAY,
    ...overrides,
  };
}

const episodes = fc.array(
  fc.record({
    seriesId: fc.integer({ min: 1, max: 6 }),
    seriesName: fc.constantFrom('Andor', 'Bluey', 'Severance', 'The Bear'),
    seasonNumber: fc.integer({ min: 0, max: 3 }),
    episodeNumber: fc.integer({ min: 1, max: 12 }),
    name: fc.option(fc.string(), { nil: null }),
    airDate: fc.integer({ min: -30, max: 120 }).map((days) => addDays(TODAY, days)),
  }),
  { maxLength: 60 },
);

describe('the calendar window', () => {
  it('runs from 7 days ago to 90 days ahead', () => {
    expect(calendarWindow(TODAY)).toEqual({ from: '2026-11-20', to: '2027-02-25' });
  });
});

describe('sectionOf', () => {
  it.each([
    [-8, null],
    [-7, 'justAired'],
    [-1, 'justAired'],
    [0, 'today'],
    [1, 'thisWeek'],
    [6, 'thisWeek'],
    [7, 'later'],
    [CALENDAR_DAYS_AHEAD, 'later'],
    [CALENDAR_DAYS_AHEAD + 1, null],
  ])('puts an episode %i days from today in %s', (days, section) => {
    expect(sectionOf(addDays(TODAY, days), TODAY)).toBe(section);
  });
});

describe('groupCalendar', () => {
  it('shows every episode within the window once, in the section of its date, and nothing else', () => {
    fc.assert(
      fc.property(episodes, (list) => {
        const sections = groupCalendar(list, TODAY);
        const shown = sections.flatMap((section) =>
          section.days.flatMap((day) => {
            for (const item of day.episodes) expect(item.airDate).toBe(day.date);
            expect(day.episodes.length).toBeGreaterThan(0);
            return day.episodes.map((item) => ({ item, section: section.id }));
          }),
        );
        const keys = shown.map(
          ({ item }) => `${item.seriesId}:${item.seasonNumber}:${item.episodeNumber}`,
        );
        expect(new Set(keys).size).toBe(keys.length);
        const expected = new Set(
          list
            .filter((item) => sectionOf(item.airDate, TODAY) !== null)
            .map((item) => `${item.seriesId}:${item.seasonNumber}:${item.episodeNumber}`),
        );
        expect(new Set(keys)).toEqual(expected);
        for (const { item, section } of shown) expect(sectionOf(item.airDate, TODAY)).toBe(section);
      }),
    );
  });

  it('orders sections, and days newest first in "Just aired" and soonest first elsewhere', () => {
    fc.assert(
      fc.property(episodes, (list) => {
        const sections = groupCalendar(list, TODAY);
        const order = ['justAired', 'today', 'thisWeek', 'later'];
        const ids = sections.map((section) => section.id);
        expect([...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(ids);
        for (const section of sections) {
          const dates = section.days.map((day) => day.date);
          const sorted = [...dates].sort();
          expect(dates).toEqual(section.id === 'justAired' ? sorted.reverse() : sorted);
        }
      }),
    );
  });

  it('titles its sections as the page shows them and leaves out empty ones', () => {
    const sections = groupCalendar(
      [
        episode({ airDate: addDays(TODAY, -JUST_AIRED_DAYS) }),
        episode({ airDate: TODAY, episodeNumber: 2 }),
        episode({ airDate: addDays(TODAY, 30), episodeNumber: 3 }),
      ],
      TODAY,
    );
    expect(sections.map((section) => section.title)).toEqual(['Just aired', 'Today', 'Later']);
  });

  it('lists a day by series name, then season and episode', () => {
    const [today] = groupCalendar(
      [
        episode({ seriesId: 2, seriesName: 'The Bear', episodeNumber: 2 }),
        episode({ seriesId: 3, seriesName: 'Andor', seasonNumber: 2, episodeNumber: 1 }),
        episode({ seriesId: 2, seriesName: 'The Bear', episodeNumber: 1 }),
        episode({ seriesId: 3, seriesName: 'Andor', seasonNumber: 1, episodeNumber: 9 }),
      ],
      TODAY,
    );
    expect(
      today?.days[0]?.episodes.map((item) => [
        item.seriesName,
        item.seasonNumber,
        item.episodeNumber,
      ]),
    ).toEqual([
      ['Andor', 1, 9],
      ['Andor', 2, 1],
      ['The Bear', 1, 1],
      ['The Bear', 1, 2],
    ]);
  });

  it('keeps every section within its dates whatever today is', () => {
    fc.assert(
      fc.property(
        episodes,
        fc.integer({ min: -20, max: 20 }).map((days) => addDays(TODAY, days)),
        (list, today) => {
          for (const section of groupCalendar(list, today)) {
            for (const day of section.days) {
              const offset = daysBetween(today, day.date);
              if (section.id === 'justAired') expect(offset).toBeLessThan(0);
              if (section.id === 'today') expect(offset).toBe(0);
              if (section.id === 'thisWeek') expect(offset >= 1 && offset <= 6).toBe(true);
              if (section.id === 'later') expect(offset).toBeGreaterThan(6);
            }
          }
        },
      ),
    );
  });
});

describe('formatCalendarEpisode', () => {
  it('writes the season and episode, and the name when there is one', () => {
    expect(formatCalendarEpisode(5, 9, 'Blood Money')).toBe('S5 · E9 · Blood Money');
    expect(formatCalendarEpisode(1, 2, null)).toBe('S1 · E2');
    expect(formatCalendarEpisode(1, 2, '  ')).toBe('S1 · E2');
  });
});
