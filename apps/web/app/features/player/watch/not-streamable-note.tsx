/**
 * 'This title can’t be streamed here.' in place of Watch, apart from the watch flow so that a
 * series page (which has no Watch of its own) does not load the player's code to say it.
 */
import { type Availability, NOT_STREAMABLE_HERE } from '@reelhouse/core/media/availability';
import { usePlaysHere } from '~/lib/plays-here';

/** The plain statement that nothing here can stream the title; nothing when something can. */
export function NotStreamableNote({ availability }: { availability: Availability | null }) {
  if (usePlaysHere(availability)) return null;
  return (
    <p
      data-testid="not-streamable"
      className="basis-full rounded-lg bg-surface-2 px-3 py-2 text-sm text-ink-muted ring-1 ring-line sm:basis-auto"
    >
      {NOT_STREAMABLE_HERE}
    </p>
  );
}
