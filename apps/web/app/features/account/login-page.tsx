/**
 * /login (spec sections 2, 4, 5, 8): identifier and password, the field messages, submit only
 * when both are valid, the failure texts, and the lockout after 5 failures ('Locked (m:ss)',
 * inputs disabled) that survives reloads. Success keeps the user and opens the account tab.
 */
import { buildAccountTabPath } from '@reelhouse/core/account/account-tabs';
import {
  LOGIN_MAX_ATTEMPTS,
  formatLockoutButton,
  isLockedOut,
} from '@reelhouse/core/account/login-lockout';
import { LOGIN_LOCKED_MESSAGE } from '@reelhouse/core/validation/auth-messages';
import {
  LOGIN_INVALID_SUBMIT_MESSAGE,
  buildLoginBody,
  checkLoginForm,
} from '@reelhouse/core/validation/login-form';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { postJsonForAnswer, type JsonAnswer } from '~/lib/api-client';
import { storeUserInfo } from './account-storage';
import { FormProblem, type Problem } from './form-problem';
import { resolveLoginOutcome } from './login-outcome';
import { useLoginLockout } from './use-login-lockout';
import { TextField } from '~/components/ui/field';
import { buttonClass } from '~/components/ui/button';

export const LOGIN_PAGE_TITLE = 'Login';

export function LoginPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {LOGIN_PAGE_TITLE}
      </h1>
      <p className="mt-2 text-ink-muted">
        Sign in to sync your bookmarks and watch progress across devices.
      </p>
      <LoginForm />
      <p className="mt-6 text-sm text-ink-muted">
        {"Don't have an account? "}
        <Link to="/signup" className="font-semibold text-brand underline-offset-2 hover:underline">
          Sign up
        </Link>
      </p>
    </section>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const lockout = useLoginLockout();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [problem, setProblem] = useState<(Problem & { endsWithLock: boolean }) | null>(null);

  const check = checkLoginForm(identifier, password);
  const isLocked = lockout.remainingMs > 0;

  const submit = async () => {
    if (isSubmitting || isLocked) return;
    const body = buildLoginBody(identifier, password);
    if (body === null) {
      setProblem({ message: LOGIN_INVALID_SUBMIT_MESSAGE, reason: null, endsWithLock: false });
      return;
    }
    setIsSubmitting(true);
    setProblem(null);
    let answer: JsonAnswer | null;
    try {
      answer = await postJsonForAnswer('/api/auth/login', body);
    } catch {
      answer = null;
    }
    const now = Date.now();
    const outcome = resolveLoginOutcome(answer, lockout.state, now);
    lockout.update(outcome.lockout);
    if (outcome.kind === 'success') {
      if (outcome.user !== null) storeUserInfo(outcome.user);
      void navigate(buildAccountTabPath('account'));
      return;
    }
    setIsSubmitting(false);
    setProblem({
      message: outcome.message,
      reason: outcome.reason,
      endsWithLock: isLockedOut(outcome.lockout, now),
    });
  };

  // The submit button is disabled while the form is invalid, so Enter would do nothing: say why.
  const explainInvalidEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || check.canSubmit || isLocked) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    setProblem({ message: LOGIN_INVALID_SUBMIT_MESSAGE, reason: null, endsWithLock: false });
  };

  // Editing a field clears the last failure's text (a lockout disables the fields).
  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    setProblem(null);
  };

  // A lockout's texts go when it ends; after a reload, a lockout of ours still says why.
  const shown = isLocked
    ? (problem ??
      (lockout.state.attempts >= LOGIN_MAX_ATTEMPTS
        ? { message: LOGIN_LOCKED_MESSAGE, reason: null }
        : null))
    : problem?.endsWithLock
      ? null
      : problem;

  return (
    <form
      noValidate
      data-testid="login-form"
      className="mt-6 space-y-4"
      onKeyDown={explainInvalidEnter}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Email or username"
        name="identifier"
        value={identifier}
        onChange={edit(setIdentifier)}
        error={check.identifierError}
        disabled={isLocked}
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={password}
        onChange={edit(setPassword)}
        error={check.passwordError}
        disabled={isLocked}
        required
        autoComplete="current-password"
      />
      <button
        type="submit"
        data-testid="login-submit"
        disabled={!check.canSubmit || isSubmitting || isLocked}
        aria-busy={isSubmitting}
        className={buttonClass({ className: 'w-full' })}
      >
        {isLocked
          ? formatLockoutButton(lockout.remainingMs)
          : isSubmitting
            ? 'Logging in…'
            : 'Login'}
      </button>
      <FormProblem problem={shown} testId="login-error" />
    </form>
  );
}
