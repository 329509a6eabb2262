/**
 * The sign-up form's states (spec section 4 "Sign-up"): idle, submitting (inputs disabled,
 * spinner), success or error; editing any field clears the error. Plain reducer, tested alone.
 */
import { readSignUpAnswer } from '@reelhouse/core/account/auth-answer';
import { SIGNUP_NETWORK_FAILURE_MESSAGE } from '@reelhouse/core/validation/auth-messages';
import {
  SIGNUP_INVALID_SUBMIT_MESSAGE,
  type SignUpValues,
} from '@reelhouse/core/validation/sign-up-form';
import type { JsonAnswer } from '~/lib/api-client';

export interface SignUpState {
  values: SignUpValues;
  status: 'idle' | 'submitting' | 'success';
  /** the red text under the form, or null */
  error: string | null;
}

export type SignUpAction =
  | { type: 'edit'; field: keyof SignUpValues; value: string }
  | { type: 'submit-invalid' }
  | { type: 'submit' }
  | { type: 'fail'; error: string }
  | { type: 'succeed' };

export const INITIAL_SIGN_UP_STATE: SignUpState = {
  values: { username: '', email: '', password: '' },
  status: 'idle',
  error: null,
};

export function reduceSignUp(state: SignUpState, action: SignUpAction): SignUpState {
  switch (action.type) {
    case 'edit':
      // Inputs are disabled while submitting and gone after success.
      if (state.status !== 'idle') return state;
      return { ...state, values: { ...state.values, [action.field]: action.value }, error: null };
    case 'submit-invalid':
      return state.status === 'idle' ? { ...state, error: SIGNUP_INVALID_SUBMIT_MESSAGE } : state;
    case 'submit':
      return state.status === 'idle' ? { ...state, status: 'submitting', error: null } : state;
    case 'fail':
      return { ...state, status: 'idle', error: action.error };
    case 'succeed':
      return { ...state, status: 'success', error: null };
  }
}

/**
 * @param answer the server's answer, or null when the request never got one
 * @returns success when the answer carries a token, else the text to show under the form
 */
export function resolveSignUpOutcome(
  answer: JsonAnswer | null,
): { ok: true } | { ok: false; error: string } {
  if (answer === null) return { ok: false, error: SIGNUP_NETWORK_FAILURE_MESSAGE };
  const read = readSignUpAnswer(answer.ok, answer.body);
  return read.ok ? { ok: true } : { ok: false, error: read.reason };
}
