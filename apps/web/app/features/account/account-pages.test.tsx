import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountPage } from './account-page';
import { LoginPage } from './login-page';
import { SignUpPage } from './sign-up-page';

function render(page: ReactNode): string {
  return renderToString(<MemoryRouter>{page}</MemoryRouter>);
}

/** The opening tag of the element with this data-testid. */
function tagWithTestId(html: string, testId: string): string {
  const tag = new RegExp(`<[a-z]+[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  if (tag === undefined) throw new Error(`no element ${testId}`);
  return tag;
}

describe('the pages as the server renders them', () => {
  it('login: an empty, unlocked form whose submit waits for valid fields, linked to sign-up', () => {
    const html = render(<LoginPage />);
    expect(tagWithTestId(html, 'login-submit')).toContain('disabled=""');
    expect(html).toMatch(/data-testid="login-submit"[^>]*>Login<\/button>/);
    expect(html).not.toContain('Locked (');
    expect(html).toContain('href="/signup"');
    expect(html).not.toMatch(/<input[^>]*disabled=""/);
  });

  it("sign-up: three fields, the password hidden, and 'Log in' under 'Already have an account?'", () => {
    const html = render(<SignUpPage />);
    expect(html).toContain('>Username</label>');
    expect(html).toContain('>Email</label>');
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(html).toContain('aria-label="Show password" aria-pressed="false"');
    expect(html).toMatch(
      /Already have an account\?(<!-- -->)? <a[^>]*href="\/login"[^>]*>Log in<\/a>/,
    );
    expect(tagWithTestId(html, 'signup-submit')).not.toContain('disabled=""');
  });

  it('account: the tabs in order with the current one marked, and the defaults of its settings', () => {
    const html = render(<AccountPage tab="player" />);
    const tabs = [...html.matchAll(/data-testid="account-tab-([a-z]+)"/g)].map((match) => match[1]);
    expect(tabs).toEqual(['player', 'account', 'appearance', 'notifications', 'content']);
    expect(tagWithTestId(html, 'account-tab-player')).toContain('aria-current="page"');
    expect(tagWithTestId(html, 'account-tab-account')).not.toContain('aria-current');
    expect(html).toMatch(/role="switch" aria-checked="true"[^>]*name="autoplay"/);
    expect(html).toMatch(/<option value="auto" selected="">Auto<\/option>/);
  });

  it('account tab: a placeholder, no user, until the browser knows who is signed in', () => {
    const html = render(<AccountPage tab="account" />);
    expect(html).toContain('data-testid="account-profile-loading"');
    expect(html).not.toContain('Go To Login');
    expect(html).not.toContain('Welcome');
  });
});
