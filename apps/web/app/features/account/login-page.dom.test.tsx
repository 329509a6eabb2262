import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postJsonForAnswer, type JsonAnswer } from '~/lib/api-client';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { LoginPage } from './login-page';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  postJsonForAnswer: vi.fn(),
}));

const post = vi.mocked(postJsonForAnswer);

function answer(status: number, body: unknown, retryAfter: string | null = null): JsonAnswer {
  return { status, ok: status >= 200 && status < 300, body, retryAfter };
}

function renderLogin() {
  renderRoute(<LoginPage />, { path: '/login' });
  return {
    identifier: screen.getByRole('textbox', { name: 'Email or username' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  };
}

beforeEach(() => {
  post.mockReset();
});

describe('the login form', () => {
  it('keeps Login disabled and shows no message while the form is untouched', () => {
    const { submit } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(submit).toBeDisabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows "Please enter a valid email or username" under a two-letter identifier', async () => {
    const user = userEvent.setup();
    const { identifier, submit } = renderLogin();
    await user.type(identifier, 'ab');
    expect(screen.getByText('Please enter a valid email or username')).toBeVisible();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Please enter a valid email or username');
    expect(submit).toBeDisabled();
  });

  it('shows "Password must be at least 8 characters" under a seven-character password', async () => {
    const user = userEvent.setup();
    const { password } = renderLogin();
    await user.type(password, 'seven77');
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    await user.type(password, '8');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
  });

  it('explains why and sends nothing when Enter is pressed in an invalid form', async () => {
    const user = userEvent.setup();
    const { identifier } = renderLogin();
    await user.type(identifier, 'ab{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter a valid email or username and password (8+ characters)',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a username as `username`, then opens the account tab and keeps the user', async () => {
    post.mockResolvedValue(
      answer(200, {
        token: 'tok',
        user: { username: 'captain', name: 'Cap', email: 'cap@sea.org' },
      }),
    );
    const user = userEvent.setup();
    const { identifier, password, submit } = renderLogin();
    await user.type(identifier, '  captain ');
    await user.type(password, 'hunter2hunter2');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(post).toHaveBeenCalledWith('/api/auth/login', {
      username: 'captain',
      password: 'hunter2hunter2',
    });
    expect(await screen.findByRole('heading', { name: 'Stand-in page /account' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/account?tab=account',
    );
    expect(JSON.parse(readStoredString(STORAGE_KEYS.userInfo) ?? 'null')).toMatchObject({
      username: 'captain',
      name: 'Cap',
    });
  });

  it('sends an e-mail address as `email`', async () => {
    post.mockResolvedValue(answer(200, { token: 'tok' }));
    const user = userEvent.setup();
    const { identifier, password } = renderLogin();
    await user.type(identifier, 'cap@sea.org');
    await user.type(password, 'longenough{Enter}');
    await waitFor(() => {
      expect(post).toHaveBeenCalledWith('/api/auth/login', {
        email: 'cap@sea.org',
        password: 'longenough',
      });
    });
  });

  it("shows the failure line and the server's reason under it when the login is refused", async () => {
    post.mockResolvedValue(answer(401, { error: 'Wrong username or password' }));
    const user = userEvent.setup();
    const { identifier, password, submit } = renderLogin();
    await user.type(identifier, 'captain');
    await user.type(password, 'wrongpassword');
    await user.click(submit);
    const alert = screen.getByRole('alert');
    expect(
      await screen.findByText(
        'Oi! Login failed. Double-check yer details and give it another shot, will you?',
      ),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Wrong username or password');
    expect(submit).toBeEnabled();
    expect(submit).toHaveTextContent('Login');
  });

  it('says "Authentication failed" when the network fails, and editing a field clears it', async () => {
    post.mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    const { identifier, password, submit } = renderLogin();
    await user.type(identifier, 'captain');
    await user.type(password, 'longenough');
    await user.click(submit);
    expect(await screen.findByText('Authentication failed')).toBeVisible();
    await user.type(password, 'x');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('locks the form on the fifth refusal: "Locked (15:00)", fields disabled, the lock text shown', async () => {
    post.mockResolvedValue(answer(401, { error: 'Wrong username or password' }));
    writeStoredString(STORAGE_KEYS.loginAttempts, '4');
    const user = userEvent.setup();
    const { identifier, password, submit } = renderLogin();
    await user.type(identifier, 'captain');
    await user.type(password, 'wrongpassword');
    await user.click(submit);
    expect(
      await screen.findByText("Ye've tried and failed too many times... try again in 15 minutes."),
    ).toBeVisible();
    expect(submit).toHaveTextContent(/^Locked \((15:00|14:59)\)$/);
    expect(submit).toBeDisabled();
    expect(identifier).toBeDisabled();
    expect(password).toBeDisabled();
    expect(readStoredString(STORAGE_KEYS.loginAttempts)).toBe('5');
  });

  it('opens locked after a reload while a stored lockout lasts', async () => {
    writeStoredString(STORAGE_KEYS.loginAttempts, '5');
    writeStoredString(STORAGE_KEYS.loginLockoutUntil, String(Date.now() + 90_000));
    renderRoute(<LoginPage />, { path: '/login' });
    const button = await screen.findByRole('button', { name: /^Locked \(1:(30|29)\)$/ });
    expect(screen.getByRole('textbox', { name: 'Email or username' })).toBeDisabled();
    expect(button).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Ye've tried and failed too many times... try again in 15 minutes.",
    );
  });
});
