/**
 * The 4K guide's three-step wizard (spec sections 2 and 4, decision 0024): 1 Account (whose token
 * it is, and the request to send us for one, with a copy button), 2 Token (paste it, test it:
 * valid when the server lists the 4K titles it unlocks), 3 Submit (keep it in this browser and
 * sync it to the signed-in user's own account). Next stops at 3, Back at 1; after the submit the
 * wizard is complete and links to /categories. Steps and validity are core's reducer.
 */
import {
  INITIAL_TOKEN_WIZARD_STATE,
  reduceTokenWizard,
  WIZARD_STEP_TITLES,
  type WizardStep,
} from '@reelhouse/core/account/token-wizard';
import {
  FOUR_K_TOKEN_SYNC_FAILED_TOAST,
  FOUR_K_TOKEN_SYNCED_TOAST,
} from '@reelhouse/core/sync/sync-messages';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import {
  readStoredUiToken,
  TOKEN_CHECK_FAILED_MESSAGE,
  TOKEN_SUBMIT_FAILED_MESSAGE,
  TOKEN_SUBMITTED_MESSAGE,
  TOKEN_VALID_MESSAGE,
  validateUiToken,
} from '@reelhouse/core/validation/ui-token';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useLocalUser } from '~/lib/session';
import { readStoredString } from '~/lib/storage';
import { showToast } from '~/lib/toast';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import { CopyButton } from './copy-button';
import { checkFourKToken, submitFourKToken, type TokenCheckResult } from './four-k-token';
import { Icon } from '~/components/ui/icon';

const STEPS: readonly WizardStep[] = [1, 2, 3];

/** Under the tester when no one is signed in. */
export const SIGN_IN_TO_TEST_MESSAGE =
  'Sign in first: a token works only with the account it was issued to.';

/**
 * The request a visitor sends us for a token, ready to paste into an e-mail or the chat.
 * @param username the signed-in user, or null
 * @param origin this site's address
 */
export function buildTokenRequest(username: string | null, origin: string): string {
  const account = username === null ? 'my account (username: …)' : `my account "${username}"`;
  return `Hello! Could you issue a personal 4K token for ${account} on ${origin}? Thank you.`;
}

interface FourKWizardProps {
  /** the site's public address, named in the request text */
  origin: string;
}

export function FourKWizard({ origin }: FourKWizardProps) {
  const [state, dispatch] = useReducer(reduceTokenWizard, INITIAL_TOKEN_WIZARD_STATE);
  // A token kept in this browser earlier is offered for testing again. Read at once: the input
  // shows only from step 2, so the server's render (step 1) never differs from the browser's.
  const [token, setToken] = useState(
    () => readStoredUiToken(readStoredString(STORAGE_KEYS.fourKToken)) ?? '',
  );
  const [inputError, setInputError] = useState<string | null>(null);
  const [check, setCheck] = useState<TokenCheckResult | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const user = useLocalUser();
  const isHydrated = useIsHydrated();
  const checkAbort = useRef<AbortController | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const isFirstRender = useRef(true);

  // Moving between steps moves the focus to the new step's heading.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    panelRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [state.step, state.complete]);

  useEffect(() => () => checkAbort.current?.abort(), []);

  const onTokenChange = (value: string) => {
    setToken(value);
    setInputError(null);
    setCheck(null);
    checkAbort.current?.abort();
    dispatch({ type: 'token-edited' });
  };

  /** @returns the trimmed token, or null after showing why it is not acceptable */
  const acceptToken = (): string | null => {
    const checked = validateUiToken(token);
    if (!checked.ok) {
      setInputError(checked.reason);
      return null;
    }
    return checked.value;
  };

  /** Tests the token; @returns the result, or null when the format was refused or it was aborted */
  const runCheck = async (value: string): Promise<TokenCheckResult | null> => {
    checkAbort.current?.abort();
    const controller = new AbortController();
    checkAbort.current = controller;
    dispatch({ type: 'check-started' });
    let result: TokenCheckResult;
    try {
      result = await checkFourKToken(value, controller.signal);
    } catch {
      return null; // aborted: the token was edited meanwhile
    }
    setCheck(result);
    if (result.kind === 'valid') {
      dispatch({ type: 'check-finished', streams: result.streams });
      void showToast(TOKEN_VALID_MESSAGE, { kind: 'success' });
    } else if (result.kind === 'invalid') {
      dispatch({ type: 'check-finished', streams: [] });
      void showToast(TOKEN_CHECK_FAILED_MESSAGE, { kind: 'error' });
    } else {
      // Not a verdict on the token: it stays untested.
      dispatch({ type: 'token-edited' });
    }
    return result;
  };

  const onTest = () => {
    const value = acceptToken();
    if (value !== null) void runCheck(value);
  };

  const onNext = () => {
    if (state.step === 2 && acceptToken() === null) return;
    dispatch({ type: 'next' });
  };

  const onSubmit = async () => {
    const value = acceptToken();
    if (value === null || isSubmitting) return;
    setIsSubmitting(true);
    try {
      // Signed in, a token that was not tested yet is tested first; a refused one is not kept.
      if (user !== null && state.validity !== 'valid') {
        const result = await runCheck(value);
        if (result === null || result.kind === 'invalid') return;
      }
      const outcome = await submitFourKToken(value, user !== null);
      if (outcome === 'not-stored') {
        void showToast(TOKEN_SUBMIT_FAILED_MESSAGE, { kind: 'error' });
        return;
      }
      void showToast(TOKEN_SUBMITTED_MESSAGE, { kind: 'success' });
      if (outcome === 'synced') void showToast(FOUR_K_TOKEN_SYNCED_TOAST, { kind: 'success' });
      if (outcome === 'sync-failed')
        void showToast(FOUR_K_TOKEN_SYNC_FAILED_TOAST, { kind: 'error' });
      dispatch({ type: 'submitted' });
    } finally {
      setIsSubmitting(false);
    }
  };

  const isChecking = state.validity === 'checking';

  return (
    <section aria-labelledby="four-k-wizard-heading" className="mt-8">
      <h2 id="four-k-wizard-heading" className="sr-only">
        Set up your 4K token
      </h2>
      <ol className="grid grid-cols-3 gap-2" aria-label="Steps">
        {STEPS.map((step) => {
          const isCurrent = !state.complete && step === state.step;
          const isDone = state.complete || step < state.step;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-semibold ring-1 sm:gap-2 sm:px-3 ${
                isCurrent
                  ? 'bg-brand text-on-brand ring-brand'
                  : isDone
                    ? 'bg-surface-2 text-ink ring-line'
                    : 'bg-surface-1 text-ink-muted ring-line'
              }`}
            >
              <span
                aria-hidden="true"
                className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs ring-1 ring-current sm:size-6"
              >
                {isDone && !isCurrent ? <Icon name="circle-check" className="size-4" /> : step}
              </span>
              <span className="truncate">
                <span className="sr-only">Step {step}: </span>
                {WIZARD_STEP_TITLES[step]}
              </span>
            </li>
          );
        })}
      </ol>

      <div
        ref={panelRef}
        data-testid="four-k-step"
        data-step={state.step}
        data-validity={state.validity}
        data-complete={state.complete ? 'true' : 'false'}
        className="mt-4 rounded-xl bg-surface-1 p-5 ring-1 ring-line sm:p-6"
      >
        {state.complete ? (
          <div>
            <h2 tabIndex={-1} className="text-xl font-bold outline-none">
              You are all set
            </h2>
            <p className="mt-2 text-ink-muted">
              {TOKEN_SUBMITTED_MESSAGE}.{' '}
              {user === null
                ? 'It is kept in this browser and goes to your account when you sign in. Titles with a 4K version offer it in the player’s quality menu.'
                : 'Titles with a 4K version now offer it in the player’s quality menu.'}
            </p>
            <Link to="/categories" className={buttonClass({ className: 'mt-4' })}>
              Find something to watch
            </Link>
          </div>
        ) : state.step === 1 ? (
          <div>
            <h2 tabIndex={-1} className="text-xl font-bold outline-none">
              {WIZARD_STEP_TITLES[1]}
            </h2>
            {user === null ? (
              <p className="mt-2 text-ink-muted">
                A 4K token is issued to one account and works only when that account is signed in.
                Sign in, or create an account first and then ask us for a token.
              </p>
            ) : (
              <p className="mt-2 text-ink-muted">
                You are signed in as <strong className="text-ink">{user.username}</strong>. Your
                token will work with this account only.
              </p>
            )}
            {user === null && isHydrated ? (
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to="/login" className={buttonClass({ size: 'sm' })}>
                  Log in
                </Link>
                <Link to="/signup" className={buttonClass({ variant: 'quiet', size: 'sm' })}>
                  Register
                </Link>
              </div>
            ) : null}
            <h3 className="mt-6 font-semibold">No token yet?</h3>
            <p className="mt-1 text-sm text-ink-muted">
              Copy this request and send it to us (the help below says where).
            </p>
            <p
              data-testid="four-k-request"
              className="mt-2 rounded-md bg-surface-2 p-3 text-sm break-words ring-1 ring-line"
            >
              {buildTokenRequest(user?.username ?? null, origin)}
            </p>
            <CopyButton text={buildTokenRequest(user?.username ?? null, origin)} what="request" />
          </div>
        ) : state.step === 2 ? (
          <div>
            <h2 tabIndex={-1} className="text-xl font-bold outline-none">
              {WIZARD_STEP_TITLES[2]}
            </h2>
            <p className="mt-2 mb-4 text-ink-muted">
              Paste the token we sent you, then test it with your account.
            </p>
            <TextField
              label="Your 4K token"
              name="token"
              value={token}
              onChange={(event) => onTokenChange(event.target.value)}
              required
              autoComplete="off"
              spellCheck={false}
              placeholder="eyJ…"
              error={inputError}
            />
            <TokenCheckStatus validity={state.validity} check={check} isSignedIn={user !== null} />
            <button
              type="button"
              onClick={onTest}
              disabled={isChecking || !isHydrated}
              className={buttonClass({ variant: 'quiet', size: 'sm', className: 'mt-4' })}
            >
              {isChecking ? (
                <Icon
                  name="loader-circle"
                  className="size-4 animate-spin motion-reduce:animate-none"
                />
              ) : null}
              {isChecking ? 'Testing…' : 'Test token'}
            </button>
          </div>
        ) : (
          <div>
            <h2 tabIndex={-1} className="text-xl font-bold outline-none">
              {WIZARD_STEP_TITLES[3]}
            </h2>
            <p className="mt-2 text-ink-muted">
              {user === null
                ? 'Your token will be kept in this browser, and sent to your account once you sign in.'
                : 'Your token will be kept in this browser and saved to your account, so your other browsers get it when you sign in there.'}
            </p>
            {inputError === null ? null : (
              <p className="mt-2 text-sm text-red-700 dark:text-red-400">{inputError}</p>
            )}
            <button
              type="button"
              onClick={() => void onSubmit()}
              disabled={isSubmitting || !isHydrated}
              className={buttonClass({ className: 'mt-4' })}
            >
              {isSubmitting ? (
                <Icon
                  name="loader-circle"
                  className="size-5 animate-spin motion-reduce:animate-none"
                />
              ) : null}
              Submit token
            </button>
          </div>
        )}
      </div>

      {state.complete ? null : (
        <div className="mt-4 flex justify-between gap-3">
          <button
            type="button"
            onClick={() => dispatch({ type: 'back' })}
            disabled={state.step === 1}
            className={buttonClass({ variant: 'quiet' })}
          >
            Back
          </button>
          <button
            type="button"
            onClick={onNext}
            disabled={state.step === 3}
            className={buttonClass({ variant: state.step === 3 ? 'quiet' : 'brand' })}
          >
            Next
          </button>
        </div>
      )}
    </section>
  );
}

interface TokenCheckStatusProps {
  validity: 'unknown' | 'checking' | 'valid' | 'invalid';
  check: TokenCheckResult | null;
  isSignedIn: boolean;
}

/** What the last test said, announced to screen readers. */
function TokenCheckStatus({ validity, check, isSignedIn }: TokenCheckStatusProps) {
  let message: ReactNode = null;
  if (validity === 'valid' && check?.kind === 'valid') {
    const count = check.streams.length;
    message = (
      <div className="text-green-800 dark:text-green-400">
        <p className="font-semibold">{TOKEN_VALID_MESSAGE}</p>
        <p className="mt-1 text-ink-muted">
          It unlocks 4K for {count} {count === 1 ? 'title' : 'titles'}
          {check.expiresAt === null
            ? '.'
            : `, until ${new Date(check.expiresAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}.`}
        </p>
        <ul className="mt-1 list-disc pl-5 text-ink">
          {check.streams.slice(0, 10).map((stream) => (
            <li key={`${stream.type}:${stream.title}:${stream.year ?? ''}`}>
              {stream.title}
              {stream.year === null ? '' : ` (${stream.year})`}
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (validity === 'invalid') {
    message = (
      <p className="text-red-700 dark:text-red-400">
        <span className="font-semibold">{TOKEN_CHECK_FAILED_MESSAGE}</span>
        {check?.kind === 'invalid' && check.reason !== null ? `: ${check.reason}.` : '.'}
      </p>
    );
  } else if (validity === 'unknown' && check?.kind === 'signed-out') {
    message = <p className="text-ink-muted">{SIGN_IN_TO_TEST_MESSAGE}</p>;
  } else if (validity === 'unknown' && check?.kind === 'unavailable') {
    message = <p className="text-ink-muted">{check.reason}</p>;
  } else if (validity === 'unknown' && !isSignedIn) {
    message = <p className="text-ink-muted">{SIGN_IN_TO_TEST_MESSAGE}</p>;
  }
  return (
    <div role="status" data-testid="four-k-check" className="mt-3 text-sm">
      {message}
    </div>
  );
}
