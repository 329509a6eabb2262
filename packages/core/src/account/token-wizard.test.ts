import { describe, expect, it } from 'vitest';
import {
  INITIAL_TOKEN_WIZARD_STATE,
  type TokenWizardAction,
  type TokenWizardState,
  WIZARD_STEP_TITLES,
  isTokenCheckValid,
  reduceTokenWizard,
} from './token-wizard';

function run(...actions: TokenWizardAction[]): TokenWizardState {
  return actions.reduce(reduceTokenWizard, INITIAL_TOKEN_WIZARD_STATE);
}

describe('steps', () => {
  it('are Account, Token and Submit, starting at the first', () => {
    expect(WIZARD_STEP_TITLES).toEqual({ 1: 'Account', 2: 'Token', 3: 'Submit' });
    expect(INITIAL_TOKEN_WIZARD_STATE).toEqual({ step: 1, validity: 'unknown', complete: false });
  });

  it('go forward with Next up to step 3 and no further', () => {
    expect(run({ type: 'next' }).step).toBe(2);
    expect(run({ type: 'next' }, { type: 'next' }).step).toBe(3);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'next' }).step).toBe(3);
  });

  it('go back with Back down to step 1 and no further', () => {
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'back' }).step).toBe(2);
    expect(run({ type: 'next' }, { type: 'back' }).step).toBe(1);
    expect(run({ type: 'back' }).step).toBe(1);
  });
});

describe('token check', () => {
  it('is checking while the call runs', () => {
    expect(run({ type: 'check-started' }).validity).toBe('checking');
  });

  it('is valid when the call returns streams and invalid otherwise', () => {
    const started: TokenWizardAction = { type: 'check-started' };
    expect(run(started, { type: 'check-finished', streams: [{}] }).validity).toBe('valid');
    expect(run(started, { type: 'check-finished', streams: [] }).validity).toBe('invalid');
    expect(run(started, { type: 'check-finished', streams: null }).validity).toBe('invalid');
  });

  it('goes back to unknown when the token is edited', () => {
    const checked = run({ type: 'check-started' }, { type: 'check-finished', streams: [1] });
    expect(reduceTokenWizard(checked, { type: 'token-edited' }).validity).toBe('unknown');
    expect(run({ type: 'token-edited' })).toBe(INITIAL_TOKEN_WIZARD_STATE);
  });

  it('ignores the answer of a check on a token edited since', () => {
    const state = run(
      { type: 'check-started' },
      { type: 'token-edited' },
      { type: 'check-finished', streams: [1] },
    );
    expect(state.validity).toBe('unknown');
  });
});

describe('submit', () => {
  it('completes the wizard', () => {
    expect(run({ type: 'next' }, { type: 'submitted' })).toMatchObject({ complete: true, step: 2 });
  });
});

describe('isTokenCheckValid', () => {
  it('needs a non-empty streams list', () => {
    expect(isTokenCheckValid([{ url: '/a.m3u8' }])).toBe(true);
    expect(isTokenCheckValid([])).toBe(false);
    expect(isTokenCheckValid(null)).toBe(false);
    expect(isTokenCheckValid(undefined)).toBe(false);
  });
});
