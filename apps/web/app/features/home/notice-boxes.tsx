/** Short static notes at the bottom of the home page: what the site is and is not. */
import { useId } from 'react';

const NOTICES = [
  {
    title: 'No media hosted here',
    text: 'Reelhouse hosts no media: it shows catalogue information from a public movie database.',
  },
  {
    title: 'Lawful sources only',
    text: 'It plays only what may be streamed: your own library, public-domain films, your own Jellyfin.',
  },
  {
    title: 'Your data stays with you',
    text: 'Bookmarks and history stay in this browser unless you sign in to sync them.',
  },
] as const;

export function NoticeBoxes() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="notice-boxes">
      <h2 id={headingId} className="sr-only">
        About Reelhouse
      </h2>
      <ul className="grid gap-3 tablet:grid-cols-3">
        {NOTICES.map(({ title, text }) => (
          <li key={title} className="rounded-lg border border-line bg-surface-2 p-4">
            <p className="font-semibold">{title}</p>
            <p className="mt-1 text-sm text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
