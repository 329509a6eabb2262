/**
 * The account tab (spec section 2 "Account"): 'Welcome {first name}!', the donator pill, the
 * editable name, read-only username and e-mail, Save and Logout, then the password and devices
 * part; 'Go To Login' when signed out.
 * The server renders a placeholder: who is signed in is known only in the browser.
 */
import { NAME_MAX_LENGTH, type User } from '@reelhouse/core/account/account-schema';
import {
  PROFILE_SAVE_ERROR_MESSAGE,
  getAccountAction,
  getDonatorPill,
  getWelcomeMessage,
} from '@reelhouse/core/account/profile';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '~/components/ui/skeleton';
import { AccountSecurity } from './account-security';
import { CalendarFeedSection } from './calendar-feed-section';
import { useAccountProfile, type AccountProfile } from './use-account-profile';
import { TextField } from '~/components/ui/field';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

export function AccountProfilePanel() {
  const profile = useAccountProfile();
  if (!profile.isLoaded) {
    return (
      <div data-testid="account-profile-loading" aria-busy="true" className="space-y-4">
        <span className="sr-only">Loading your account…</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (profile.user === null) return <SignedOut />;
  return <Profile user={profile.user} profile={profile} />;
}

function SignedOut() {
  const action = getAccountAction(null);
  return (
    <div data-testid="account-signed-out" className="space-y-4">
      <p className="text-ink-muted">
        Log in to edit your profile and sync your bookmarks and watch progress.
      </p>
      <Link to={action.redirectTo} className={buttonClass()}>
        {action.label}
      </Link>
    </div>
  );
}

function Profile({ user, profile }: { user: User; profile: AccountProfile }) {
  const headingId = useId();
  const [draftName, setDraftName] = useState<string | null>(null);
  const pill = getDonatorPill(user.isDonator);
  const action = getAccountAction(user.username);
  const pillClass = 'rounded-full px-3 py-1 text-sm font-semibold';

  return (
    <div data-testid="account-profile" className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="text-2xl font-bold">
          {getWelcomeMessage(user.name, user.username)}
        </h3>
        {pill.href === null ? (
          <span data-testid="donator-pill" className={`${pillClass} bg-brand text-on-brand`}>
            {pill.label}
          </span>
        ) : (
          <Link
            to={pill.href}
            data-testid="donator-pill"
            className={`${pillClass} bg-surface-3 ring-1 ring-line hover:bg-surface`}
          >
            {pill.label}
          </Link>
        )}
      </div>
      <form
        aria-labelledby={headingId}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          profile.saveName(draftName ?? user.name);
        }}
      >
        <TextField
          label="Name"
          name="name"
          value={draftName ?? user.name}
          onChange={(event) => setDraftName(event.target.value)}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <TextField label="Username" name="username" value={user.username} readOnly />
        <TextField label="Email" name="email" type="email" value={user.email} readOnly />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            data-testid="profile-save"
            disabled={profile.saveStatus === 'saving'}
            className={buttonClass()}
          >
            Save
          </button>
          <button
            type="button"
            data-testid="profile-logout"
            onClick={profile.logout}
            disabled={profile.isLoggingOut}
            className={buttonClass({ variant: 'quiet' })}
          >
            <Icon name="log-out" className="size-4" />
            {action.label}
          </button>
        </div>
        <SaveStatusLine status={profile.saveStatus} />
      </form>
      <AccountSecurity />
      <CalendarFeedSection />
    </div>
  );
}

function SaveStatusLine({ status }: { status: AccountProfile['saveStatus'] }) {
  if (status === 'failed') {
    return (
      <p
        role="alert"
        data-testid="profile-error"
        className="text-sm font-semibold text-red-700 dark:text-red-400"
      >
        {PROFILE_SAVE_ERROR_MESSAGE}
      </p>
    );
  }
  return (
    <p role="status" data-testid="profile-status" className="min-h-5 text-sm text-ink-muted">
      {status === 'saved' ? 'Saved' : ''}
    </p>
  );
}
