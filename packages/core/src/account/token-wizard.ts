/**
 * The 4K token wizard (spec sections 2 "4K token guide" and 4): three steps (Account, Token,
 * Submit), the token check's state, and completion. A pure reducer; the page dispatches.
 */

/** The wizard's steps: 1 Account, 2 Token, 3 Submit. */
export type WizardStep = 1 | 2 | 3;

/** The title shown for each step. */
export const WIZARD_STEP_TITLES: Readonly<Record<WizardStep, string>> = {
  1: 'Account',
  2: 'Token',
  3: 'Submit',
};

/** What the last token check said about the current token. */
export type TokenValidity = 'unknown' | 'checking' | 'valid' | 'invalid';

/** The wizard's whole state. */
export interface TokenWizardState {
  step: WizardStep;
  validity: TokenValidity;
  /** true once the token was submitted; the page then links to /categories */
  complete: boolean;
}

/** Step 1, nothing checked, not submitted. */
export const INITIAL_TOKEN_WIZARD_STATE: TokenWizardState = {
  step: 1,
  validity: 'unknown',
  complete: false,
};

/** What the page tells the wizard. */
export type TokenWizardAction =
  | { type: 'next' }
  | { type: 'back' }
  /** the token input changed: the last check no longer applies */
  | { type: 'token-edited' }
  | { type: 'check-started' }
  /** streams: what the check call answered (its `streams` list), or null when it failed */
  | { type: 'check-finished'; streams: readonly unknown[] | null }
  | { type: 'submitted' };

/** @returns whether a token check found the token valid: a non-empty streams list */
export function isTokenCheckValid(streams: readonly unknown[] | null | undefined): boolean {
  return Array.isArray(streams) && streams.length > 0;
}

/**
 * Moves the wizard. Next stops at step 3, Back at step 1; editing the token forgets the last
 * check, and a check still running then is ignored when it answers (it checked the old token).
 * @returns a new state, or the same object when the action changes nothing
 */
export function reduceTokenWizard(
  state: TokenWizardState,
  action: TokenWizardAction,
): TokenWizardState {
  switch (action.type) {
    case 'next':
      return state.step === 3 ? state : { ...state, step: state.step === 1 ? 2 : 3 };
    case 'back':
      return state.step === 1 ? state : { ...state, step: state.step === 3 ? 2 : 1 };
    case 'token-edited':
      return state.validity === 'unknown' ? state : { ...state, validity: 'unknown' };
    case 'check-started':
      return { ...state, validity: 'checking' };
    case 'check-finished':
      if (state.validity !== 'checking') return state;
      return { ...state, validity: isTokenCheckValid(action.streams) ? 'valid' : 'invalid' };
    case 'submitted':
      return { ...state, complete: true };
  }
}
