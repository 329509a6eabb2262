/** What the calendar page says (beyond the spec; kept here like the spec's texts). */
export const CALENDAR_PAGE_TITLE = 'Calendar';
export const CALENDAR_PAGE_INTRO =
  'New and upcoming episodes of the series you follow: the ones you bookmarked, started watching or chose to follow.';
export const CALENDAR_NOTHING_FOLLOWED =
  'You follow no series yet. Bookmark a series or watch one of its episodes, and its new episodes show here.';
export const CALENDAR_NOTHING_AIRING =
  'None of the series you follow has an episode in the last 7 days or the next 90.';
export const CALENDAR_NO_DATES_HEADING = 'No air dates known';
export const CALENDAR_NO_DATES_TEXT =
  'The catalogue has no episode dates for these series, so they cannot show here:';
/** The button beside {@link calendarUnavailableText}: asks the server again. */
export const CALENDAR_UNAVAILABLE_RETRY = 'Try again';

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * What the calendar says when some followed series could not be read now (the catalogue failed
 * for them) while the others show: 'Could not load Breaking Bad right now; its episodes will
 * appear when the catalogue answers.' It names the series whose names this browser knows and
 * counts the others ('Could not load Lost and 2 other series you follow right now; …').
 */
export function calendarUnavailableText(names: readonly string[], unnamedCount: number): string {
  const total = names.length + unnamedCount;
  const series =
    names.length === 0
      ? `${String(unnamedCount)} series you follow`
      : unnamedCount === 0
        ? joinNames(names)
        : `${names.join(', ')} and ${String(unnamedCount)} other series you follow`;
  const whose = total === 1 ? 'its' : 'their';
  return `Could not load ${series} right now; ${whose} episodes will appear when the catalogue answers.`;
}
export const CALENDAR_LINK_TEXT = 'Calendar of new episodes';

/** 'S5 · E9', or with the episode's name 'S5 · E9 · Blood Money'. */
export function formatCalendarEpisode(
  seasonNumber: number,
  episodeNumber: number,
  name: string | null,
): string {
  const numbers = `S${String(seasonNumber)} · E${String(episodeNumber)}`;
  return name === null || name.trim() === '' ? numbers : `${numbers} · ${name}`;
}

export const CALENDAR_FEED_HEADING = 'Calendar feed';
export const CALENDAR_FEED_INTRO =
  'Add the episodes of the series you follow to your calendar app (Google Calendar, Apple Calendar, Outlook). The link is private: anyone who has it can see which series you follow.';
export const CALENDAR_FEED_CREATE = 'Create calendar link';
export const CALENDAR_FEED_RESET = 'Reset link';
export const CALENDAR_FEED_TURN_OFF = 'Turn off';
export const CALENDAR_FEED_COPY = 'Copy link';
export const CALENDAR_FEED_COPIED = 'Link copied';
export const CALENDAR_FEED_SHOWN_ONCE =
  'Copy it now and add it to your calendar app as a subscription: for your privacy it is shown only this once.';
export const CALENDAR_FEED_EXISTS =
  'Your calendar link is active. Reset it to get a new one: the old link stops working at once.';
export const CALENDAR_FEED_FAILED = 'Could not reach the server. Try again.';
