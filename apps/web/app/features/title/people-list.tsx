/**
 * A titled row of people with their profile pictures (lazy): the Cast and Crew of a movie or
 * series, the guest stars of an episode. Renders nothing for an empty list.
 */
import { getAvatarTone, getInitials } from '@reelhouse/core/screens/initials-avatar';
import { useId, type ReactNode } from 'react';
import { Artwork } from '~/components/media/artwork';
import type { PersonView } from './title-view';
import { Icon } from '~/components/ui/icon';

interface PeopleListProps {
  title: string;
  people: readonly PersonView[];
  /** after the last card, e.g. '+3 more' */
  more?: ReactNode;
  testId?: string;
}

export function PeopleList({ title, people, more, testId }: PeopleListProps) {
  const headingId = useId();
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid={testId}>
      <h2 id={headingId} className="mb-3 text-lg font-bold tablet:text-xl">
        {title}
      </h2>
      {/* Focusable so keyboard users can scroll a row that holds no links. */}
      <ul
        tabIndex={0}
        aria-labelledby={headingId}
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]"
      >
        {people.map((person, index) => (
          <li key={`${String(person.id)}-${String(index)}`} className="w-24 shrink-0 tablet:w-28">
            {person.profilePath ? (
              <Artwork
                path={person.profilePath}
                kind="profile"
                alt=""
                sizes="112px"
                className="rounded-lg"
              />
            ) : (
              <InitialsAvatar name={person.name} />
            )}
            <p className="mt-2 line-clamp-2 text-sm leading-snug font-semibold">{person.name}</p>
            {person.role ? (
              <p className="line-clamp-2 text-xs text-ink-muted">{person.role}</p>
            ) : null}
          </li>
        ))}
        {more ? (
          <li className="flex w-24 shrink-0 items-center justify-center text-sm font-semibold text-ink-muted tablet:w-28">
            {more}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** A person without a photo: their initials on their own colour (the name is the text below). */
function InitialsAvatar({ name }: { name: string }) {
  const initials = getInitials(name);
  if (initials === '') {
    return (
      <div className="flex aspect-[2/3] items-center justify-center rounded-lg bg-surface-3 text-ink-muted">
        <Icon name="user-round" className="size-10" />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="initials-avatar"
      className="flex aspect-[2/3] items-center justify-center rounded-lg text-3xl font-extrabold tracking-wide text-white tablet:text-4xl"
      style={{ backgroundColor: getAvatarTone(name) }}
    >
      {initials}
    </div>
  );
}
