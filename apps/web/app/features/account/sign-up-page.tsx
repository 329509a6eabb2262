/**
 * /signup (spec sections 2, 4, 5, 8): username, e-mail and password with a show/hide toggle;
 * inputs disabled and a spinner while sending; the texts of every failure in red under the form.
 * Success forgets any stored user and opens the account tab, which fetches the new user.
 */
import { buildAccountTabPath } from '@reelhouse/core/account/account-tabs';
import {
  buildSignUpPayload,
  checkSignUpForm,
  type SignUpValues,
} from '@reelhouse/core/validation/sign-up-form';
import { useId, useReducer } from 'react';
import { Link, useNavigate } from 'react-router';
import { postJsonForAnswer, type JsonAnswer } from '~/lib/api-client';
import { removeUserInfo } from './account-storage';
import { FormProblem } from './form-problem';
import { INITIAL_SIGN_UP_STATE, reduceSignUp, resolveSignUpOutcome } from './sign-up-state';
import { PasswordField, TextField } from '~/components/ui/field';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

export const SIGN_UP_PAGE_TITLE = 'Sign up';

export function SignUpPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-md py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {SIGN_UP_PAGE_TITLE}
      </h1>
      <p className="mt-2 text-ink-muted">
        An account keeps your bookmarks and watch progress in step across your devices.
      </p>
      <SignUpForm />
      <p className="mt-6 text-sm text-ink-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand underline-offset-2 hover:underline">
          Log in
        </Link>
      </p>
    </section>
  );
}

function SignUpForm() {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(reduceSignUp, INITIAL_SIGN_UP_STATE);
  const { errors } = checkSignUpForm(state.values);
  const isBusy = state.status !== 'idle';

  const submit = async () => {
    if (isBusy) return;
    const payload = buildSignUpPayload(state.values);
    if (payload === null) {
      dispatch({ type: 'submit-invalid' });
      return;
    }
    dispatch({ type: 'submit' });
    let answer: JsonAnswer | null;
    try {
      answer = await postJsonForAnswer('/api/auth/signup', payload);
    } catch {
      answer = null;
    }
    const outcome = resolveSignUpOutcome(answer);
    if (!outcome.ok) {
      dispatch({ type: 'fail', error: outcome.error });
      return;
    }
    dispatch({ type: 'succeed' });
    removeUserInfo();
    void navigate(buildAccountTabPath('account'));
  };

  const field = (name: keyof SignUpValues) => ({
    name,
    value: state.values[name],
    error: errors[name],
    disabled: isBusy,
    required: true,
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'edit', field: name, value: event.target.value }),
  });

  return (
    <form
      noValidate
      data-testid="signup-form"
      aria-busy={state.status === 'submitting'}
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Username"
        {...field('username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField label="Email" type="email" {...field('email')} autoComplete="email" />
      <PasswordField
        label="Password"
        {...field('password')}
        autoComplete="new-password"
        isToggleDisabled={isBusy}
      />
      <button
        type="submit"
        data-testid="signup-submit"
        disabled={isBusy}
        className={buttonClass({ className: 'w-full' })}
      >
        {state.status === 'submitting' ? (
          <Icon
            name="loader-circle"
            data-testid="signup-spinner"
            className="size-5 animate-spin motion-reduce:animate-none"
          />
        ) : null}
        Sign up
      </button>
      <FormProblem
        problem={state.error === null ? null : { message: state.error, reason: null }}
        testId="signup-error"
      />
    </form>
  );
}
