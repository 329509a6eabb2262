import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS, buildAccountTabPath, parseAccountTab } from './account-tabs';

describe('parseAccountTab', () => {
  it('opens each known tab', () => {
    for (const tab of ACCOUNT_TABS) expect(parseAccountTab(tab)).toBe(tab);
    expect(ACCOUNT_TABS).toEqual(['player', 'account', 'appearance', 'notifications', 'content']);
  });

  it('opens the player tab without a parameter or with an unknown one', () => {
    expect(parseAccountTab(null)).toBe('player');
    expect(parseAccountTab(undefined)).toBe('player');
    expect(parseAccountTab('billing')).toBe('player');
    expect(parseAccountTab('Account')).toBe('player');
  });
});

describe('buildAccountTabPath', () => {
  it('links a tab through the query parameter', () => {
    expect(buildAccountTabPath('account')).toBe('/account?tab=account');
  });
});
