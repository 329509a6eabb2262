/**
 * The account tab's security part (beyond the spec, decision 0011): change the password (every
 * other signed-in device is signed out) and sign out everywhere. The server says why a password
 * is refused (wrong current one, too easy to guess, personal); that text is shown as it comes.
 */
import { PASSWORD_MIN_LENGTH } from '@reelhouse/core/validation/login-form';
import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, postJson, postNoBody } from '~/lib/api-client';
import { removeUserInfo } from './account-storage';
import { TextField } from '~/components/ui/field';
import { buttonClass } from '~/components/ui/button';

type ChangeStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'changed' } | { kind: 'failed'; message: string };

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other devices are signed out.';
export const PASSWORDS_DIFFER_MESSAGE = 'The new passwords do not match';
const NETWORK_MESSAGE = 'Could not reach the server. Try again.';

export function AccountSecurity() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="account-security"
      className="space-y-6 border-t border-line pt-8"
    >
      <h3 id={headingId} className="text-xl font-bold">
        Password and devices
      </h3>
      <ChangePasswordForm />
      <SignOutEverywhere />
    </section>
  );
}

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<ChangeStatus>({ kind: 'idle' });
  const isMismatch = confirm !== '' && confirm !== next;
  const canSubmit =
    current !== '' &&
    next.length >= PASSWORD_MIN_LENGTH &&
    confirm === next &&
    status.kind !== 'saving';

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setStatus({ kind: 'saving' });
    postJson('/api/users/me/password', {
      currentPassword: current,
      newPassword: next,
      newPasswordConfirm: confirm,
    }).then(
      () => {
        setCurrent('');
        setNext('');
        setConfirm('');
        setStatus({ kind: 'changed' });
      },
      (error: unknown) => {
        const message =
          error instanceof ApiError && error.status !== 0 ? error.message : NETWORK_MESSAGE;
        setStatus({ kind: 'failed', message });
      },
    );
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (status.kind !== 'saving') setStatus({ kind: 'idle' });
  };

  return (
    <form className="space-y-4" onSubmit={submit} data-testid="change-password">
      <TextField
        label="Current password"
        name="current-password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => edit(setCurrent)(event.target.value)}
      />
      <TextField
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        value={next}
        onChange={(event) => edit(setNext)(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={isMismatch ? PASSWORDS_DIFFER_MESSAGE : null}
        onChange={(event) => edit(setConfirm)(event.target.value)}
      />
      <button
        type="submit"
        data-testid="change-password-submit"
        disabled={!canSubmit}
        className={buttonClass()}
      >
        Change password
      </button>
      {status.kind === 'failed' ? (
        <p
          role="alert"
          data-testid="change-password-error"
          className="text-sm font-semibold text-red-700 dark:text-red-400"
        >
          {status.message}
        </p>
      ) : (
        <p
          role="status"
          data-testid="change-password-status"
          className="min-h-5 text-sm text-ink-muted"
        >
          {status.kind === 'changed' ? PASSWORD_CHANGED_MESSAGE : ''}
        </p>
      )}
    </form>
  );
}

function SignOutEverywhere() {
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const signOut = () => {
    setIsBusy(true);
    setFailed(false);
    postNoBody('/api/auth/logout-everywhere').then(
      () => {
        removeUserInfo();
        void navigate('/login');
      },
      () => {
        setIsBusy(false);
        setFailed(true);
      },
    );
  };
  return (
    <div className="space-y-2">
      <p className="text-sm text-ink-muted">
        Signs out every browser and device signed in to this account, this one too.
      </p>
      <button
        type="button"
        data-testid="sign-out-everywhere"
        onClick={signOut}
        disabled={isBusy}
        className={buttonClass({ variant: 'quiet' })}
      >
        Sign out everywhere
      </button>
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {NETWORK_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
