import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, postJson, postNoBody } from '~/lib/api-client';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { AccountSecurity } from './account-security';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  postJson: vi.fn(),
  postNoBody: vi.fn(),
}));

const post = vi.mocked(postJson);
const postWithoutBody = vi.mocked(postNoBody);

function renderSecurity() {
  renderRoute(<AccountSecurity />, { path: '/account' });
  const form = screen.getByTestId('change-password');
  return {
    current: within(form).getByLabelText('Current password'),
    next: within(form).getByLabelText('New password'),
    confirm: within(form).getByLabelText('Confirm new password'),
    submit: within(form).getByRole('button', { name: 'Change password' }),
  };
}

beforeEach(() => {
  post.mockReset();
  postWithoutBody.mockReset();
});

describe('changing the password', () => {
  it('shows "The new passwords do not match" and keeps the button disabled when the two differ', async () => {
    const user = userEvent.setup();
    const { current, next, confirm, submit } = renderSecurity();
    await user.type(current, 'old password');
    await user.type(next, 'new password 1');
    await user.type(confirm, 'new password 2');
    expect(confirm).toHaveAccessibleDescription('The new passwords do not match');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    await user.type(confirm, '{Enter}');
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps the button disabled while the new password has fewer than 8 characters', async () => {
    const user = userEvent.setup();
    const { current, next, confirm, submit } = renderSecurity();
    await user.type(current, 'old password');
    await user.type(next, 'short');
    await user.type(confirm, 'short');
    expect(screen.queryByText('The new passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(next, '-now-long');
    await user.type(confirm, '-now-long');
    expect(submit).toBeEnabled();
  });

  it('sends the three passwords, empties the fields and says the other devices are signed out', async () => {
    post.mockResolvedValue({ ok: true });
    const user = userEvent.setup();
    const { current, next, confirm, submit } = renderSecurity();
    await user.type(current, 'old password');
    await user.type(next, 'new password');
    await user.type(confirm, 'new password');
    await user.click(submit);
    expect(post).toHaveBeenCalledWith('/api/users/me/password', {
      currentPassword: 'old password',
      newPassword: 'new password',
      newPasswordConfirm: 'new password',
    });
    expect(
      await screen.findByText('Password changed. Your other devices are signed out.'),
    ).toBeVisible();
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
    expect(confirm).toHaveValue('');
  });

  it("shows the server's reason as it comes when the password is refused", async () => {
    post.mockRejectedValue(new ApiError(400, 'The current password is wrong'));
    const user = userEvent.setup();
    const { current, next, confirm, submit } = renderSecurity();
    await user.type(current, 'not my password');
    await user.type(next, 'new password');
    await user.type(confirm, 'new password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong');
    expect(current).toHaveValue('not my password');
  });

  it('says "Could not reach the server. Try again." when the network fails, gone on the next edit', async () => {
    post.mockRejectedValue(new ApiError(0, 'Network error'));
    const user = userEvent.setup();
    const { current, next, confirm, submit } = renderSecurity();
    await user.type(current, 'old password');
    await user.type(next, 'new password');
    await user.type(confirm, 'new password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Try again.',
    );
    await user.type(current, '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('signing out everywhere', () => {
  it('calls logout-everywhere, forgets the stored user and opens the login page', async () => {
    postWithoutBody.mockResolvedValue(undefined);
    writeStoredString(STORAGE_KEYS.userInfo, JSON.stringify({ username: 'jack' }));
    const user = userEvent.setup();
    renderSecurity();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(postWithoutBody).toHaveBeenCalledWith('/api/auth/logout-everywhere');
    expect(await screen.findByRole('heading', { name: 'Stand-in page /login' })).toBeVisible();
    expect(readStoredString(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('stays on the page and says the server could not be reached when it fails', async () => {
    postWithoutBody.mockRejectedValue(new ApiError(0, 'Network error'));
    writeStoredString(STORAGE_KEYS.userInfo, JSON.stringify({ username: 'jack' }));
    const user = userEvent.setup();
    renderSecurity();
    const button = screen.getByRole('button', { name: 'Sign out everywhere' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Try again.',
    );
    expect(button).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent('/account');
    expect(readStoredString(STORAGE_KEYS.userInfo)).not.toBeNull();
  });
});
