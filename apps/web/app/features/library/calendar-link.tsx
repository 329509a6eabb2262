/** The library pages' link to the calendar of the followed series' new episodes. */
import { CALENDAR_LINK_TEXT } from '@reelhouse/core/calendar/texts';
import { PrefetchLink } from '~/components/media/prefetch-link';
import { Icon } from '~/components/ui/icon';

export function CalendarLink() {
  return (
    <p className="mt-2 text-sm">
      <PrefetchLink
        to="/calendar"
        className="inline-flex items-center gap-1 text-ink-muted underline-offset-2 hover:text-ink hover:underline"
      >
        <Icon name="calendar" className="size-4" />
        {CALENDAR_LINK_TEXT}
      </PrefetchLink>
    </p>
  );
}
