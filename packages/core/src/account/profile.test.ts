import { describe, expect, it } from 'vitest';
import {
  PROFILE_SAVE_COOLDOWN_MS,
  PROFILE_SAVE_ERROR_MESSAGE,
  canSaveProfile,
  getAccountAction,
  getDonatorPill,
  getWelcomeMessage,
} from './profile';

const T0 = 1_700_000_000_000;

describe('canSaveProfile', () => {
  it('saves a signed-in user who never saved', () => {
    expect(canSaveProfile('anne', null, T0)).toBe(true);
  });

  it('ignores a save without a username', () => {
    expect(canSaveProfile('', null, T0)).toBe(false);
    expect(canSaveProfile(null, null, T0)).toBe(false);
    expect(canSaveProfile(undefined, null, T0)).toBe(false);
  });

  it('ignores a save within 6000 ms of the last one and allows it from then on', () => {
    expect(PROFILE_SAVE_COOLDOWN_MS).toBe(6000);
    expect(canSaveProfile('anne', T0, T0 + 5999)).toBe(false);
    expect(canSaveProfile('anne', T0, T0 + 6000)).toBe(true);
  });
});

describe('getWelcomeMessage', () => {
  it.each([
    ['greets by the first word of the name', 'Anne Bonny', 'anne', 'Welcome Anne!'],
    ['ignores surrounding spaces', '  Mary   Read ', null, 'Welcome Mary!'],
    ['falls back to the username without a name', '  ', 'bonny', 'Welcome bonny!'],
    ['says only welcome when both are empty', null, undefined, 'Welcome!'],
  ])('%s', (_rule, name, username, text) => {
    expect(getWelcomeMessage(name, username)).toBe(text);
  });
});

describe('getDonatorPill', () => {
  it("shows 'Generous Donator' to donators and 'Not Donator' linking to /donate otherwise", () => {
    expect(getDonatorPill(true)).toEqual({ label: 'Generous Donator', href: null });
    expect(getDonatorPill(false)).toEqual({ label: 'Not Donator', href: '/donate' });
  });
});

describe('getAccountAction', () => {
  it("offers 'Logout' with a username and 'Go To Login' without, both leading to /login", () => {
    expect(getAccountAction('anne')).toEqual({ label: 'Logout', redirectTo: '/login' });
    expect(getAccountAction('')).toEqual({ label: 'Go To Login', redirectTo: '/login' });
  });
});

describe('PROFILE_SAVE_ERROR_MESSAGE', () => {
  it('is the alert text of the spec', () => {
    expect(PROFILE_SAVE_ERROR_MESSAGE).toBe('Error while saving');
  });
});
