/**
 * Follow on a series page (pressed while following): whether the series' episodes show in the visitor's
 * calendar. A bookmarked or started series is followed without a press; a press records an
 * explicit choice that overrides that (core `listFollowedSeries`). Kept in this browser; the
 * server renders the button unpressed and the stored state applies right after hydration.
 */
import { choicesById } from '@reelhouse/core/calendar/follow-choices';
import { listFollowedSeries } from '@reelhouse/core/calendar/followed-series';
import { useBookmarks } from '~/lib/bookmarks-store';
import { chooseToFollow, useFollowChoices } from '~/lib/follow-choices-store';
import { showToast } from '~/lib/toast';
import { useWatchHistory } from '~/lib/watch-history-store';
import { Icon } from '~/components/ui/icon';

interface FollowToggleProps {
  seriesId: number;
  title: string;
}

export function FollowToggle({ seriesId, title }: FollowToggleProps) {
  const bookmarks = useBookmarks();
  const history = useWatchHistory();
  const choices = useFollowChoices();
  const isFollowing = listFollowedSeries({
    bookmarks,
    historyItems: history.items,
    choices: choicesById(choices),
  }).includes(seriesId);

  return (
    <button
      type="button"
      aria-pressed={isFollowing}
      title={
        isFollowing
          ? `New episodes of ${title} show in your calendar`
          : `Show new episodes of ${title} in your calendar`
      }
      data-testid="follow-toggle"
      onClick={() => {
        const isSaved = chooseToFollow(seriesId, isFollowing ? 'unfollow' : 'follow');
        if (!isSaved)
          void showToast('Could not save your choice in this browser.', { kind: 'error' });
      }}
      className="inline-flex h-11 items-center gap-2 rounded-lg bg-surface-2 px-4 font-semibold ring-1 ring-line hover:bg-surface-3 aria-pressed:text-brand"
    >
      <Icon name={isFollowing ? 'calendar-check' : 'calendar'} className="size-5" />
      Follow
    </button>
  );
}
