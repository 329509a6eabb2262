import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { getUiTokenSyncMark } from '@reelhouse/core/sync/client-token';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJsonForAnswer, postJson, type JsonAnswer } from '~/lib/api-client';
import { showToast } from '~/lib/toast';
import { renderRoute } from '../../../test-support/render-route';
import { FourKWizard } from './four-k-wizard';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getJsonForAnswer: vi.fn(),
  postJson: vi.fn(),
}));
vi.mock('~/lib/toast', () => ({ showToast: vi.fn(() => Promise.resolve('id')) }));

const check = vi.mocked(getJsonForAnswer);
const post = vi.mocked(postJson);
const toast = vi.mocked(showToast);

const TOKEN = `eyJhbGciOiJIUzI1NiJ9.${'a'.repeat(60)}.signature`;
const STREAMS = [
  { type: 'movie', title: 'Big Buck Bunny', year: 2008, tmdbId: '10378', videos: 1 },
];

function answer(status: number, body: unknown): JsonAnswer {
  return { status, ok: status >= 200 && status < 300, body, retryAfter: null };
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ username: 'ada' }));
}

function step() {
  return screen.getByTestId('four-k-step');
}

function toasts() {
  return toast.mock.calls.map(([message]) => message);
}

async function goToTokenStep() {
  const user = userEvent.setup();
  renderRoute(<FourKWizard origin="https://reelhouse.example" />, { path: '/4k' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  check.mockReset();
  post.mockReset();
  toast.mockClear();
});

describe('the 4K wizard', () => {
  it('moves Account → Token → Submit, with Back disabled on the first step and Next on the last', async () => {
    const user = userEvent.setup();
    renderRoute(<FourKWizard origin="https://reelhouse.example" />, { path: '/4k' });
    expect(step()).toHaveAttribute('data-step', '1');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step()).toHaveAttribute('data-step', '3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(step()).toHaveAttribute('data-step', '1');
  });

  it('puts the signed-in username in the request to copy', () => {
    signIn();
    renderRoute(<FourKWizard origin="https://reelhouse.example" />, { path: '/4k' });
    expect(screen.getByTestId('four-k-request')).toHaveTextContent(
      'Could you issue a personal 4K token for my account "ada" on https://reelhouse.example?',
    );
  });

  it('offers the token kept in this browser for testing again', async () => {
    localStorage.setItem(STORAGE_KEYS.fourKToken, TOKEN);
    await goToTokenStep();
    expect(screen.getByRole('textbox', { name: 'Your 4K token' })).toHaveValue(TOKEN);
  });

  it('refuses a token shorter than 50 characters or without "ey" with the spec’s message', async () => {
    const user = await goToTokenStep();
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), 'x'.repeat(60));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step()).toHaveAttribute('data-step', '2');
    expect(screen.getByText('Invalid token, please check and try again.')).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });

  it('says "Token is valid!" when the tester lists streams, sending the token in Ui-Token', async () => {
    signIn();
    check.mockResolvedValue(
      answer(200, { streams: STREAMS, expiresAt: Date.UTC(2027, 10, 26, 12) }),
    );
    const user = await goToTokenStep();
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Test token' }));
    await waitFor(() => expect(step()).toHaveAttribute('data-validity', 'valid'));
    expect(check).toHaveBeenCalledWith('/api/4k/check', { 'Ui-Token': TOKEN }, expect.anything());
    expect(screen.getByTestId('four-k-check')).toHaveTextContent('Token is valid!');
    expect(screen.getByTestId('four-k-check')).toHaveTextContent('Big Buck Bunny (2008)');
    expect(screen.getByTestId('four-k-check')).toHaveTextContent(
      'It unlocks 4K for 1 title, until 26 November 2027.',
    );
    expect(toasts()).toContain('Token is valid!');
  });

  it('shows the "Invalid token" toast when the tester refuses the token', async () => {
    signIn();
    check.mockResolvedValue(answer(403, { streams: [], error: 'This 4K token has expired' }));
    const user = await goToTokenStep();
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Test token' }));
    await waitFor(() => expect(step()).toHaveAttribute('data-validity', 'invalid'));
    expect(toasts()).toContain('Invalid token');
    expect(screen.getByTestId('four-k-check')).toHaveTextContent('This 4K token has expired');
  });

  it('forgets the last test when the token is edited', async () => {
    signIn();
    check.mockResolvedValue(answer(200, { streams: STREAMS }));
    const user = await goToTokenStep();
    const input = screen.getByRole('textbox', { name: 'Your 4K token' });
    await user.type(input, TOKEN);
    await user.click(screen.getByRole('button', { name: 'Test token' }));
    await waitFor(() => expect(step()).toHaveAttribute('data-validity', 'valid'));
    await user.type(input, 'x');
    expect(step()).toHaveAttribute('data-validity', 'unknown');
  });

  it('asks a signed-out visitor to sign in when the tester answers 401, without the "Invalid token" toast', async () => {
    check.mockResolvedValue(answer(401, { error: 'Unauthorized' }));
    const user = await goToTokenStep();
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Test token' }));
    await waitFor(() => expect(check).toHaveBeenCalled());
    expect(step()).toHaveAttribute('data-validity', 'unknown');
    expect(screen.getByTestId('four-k-check')).toHaveTextContent('Sign in first');
    expect(toasts()).not.toContain('Invalid token');
  });

  it('keeps the token, syncs it to the account and links to /categories after submitting', async () => {
    signIn();
    check.mockResolvedValue(answer(200, { streams: STREAMS }));
    post.mockResolvedValue(null);
    const user = await goToTokenStep();
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit token' }));
    await waitFor(() => expect(step()).toHaveAttribute('data-complete', 'true'));
    expect(post).toHaveBeenCalledWith('/api/sync/4k_token', { token: TOKEN });
    expect(localStorage.getItem(STORAGE_KEYS.fourKToken)).toBe(TOKEN);
    expect(localStorage.getItem(STORAGE_KEYS.fourKTokenSynced)).toBe(getUiTokenSyncMark(TOKEN));
    expect(toasts()).toEqual(
      expect.arrayContaining([
        'Token submitted successfully',
        'Your 4k token has been synced to your account.',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Find something to watch' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('does not keep a token the tester refuses when submitting signed in', async () => {
    signIn();
    check.mockResolvedValue(answer(403, { streams: [], error: 'This 4K token was withdrawn' }));
    const user = await goToTokenStep();
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit token' }));
    await waitFor(() => expect(toasts()).toContain('Invalid token'));
    expect(step()).toHaveAttribute('data-complete', 'false');
    expect(localStorage.getItem(STORAGE_KEYS.fourKToken)).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('says "Failed to sync 4k token." when the account cannot be told, keeping the token here', async () => {
    signIn();
    check.mockResolvedValue(answer(200, { streams: STREAMS }));
    post.mockRejectedValue(new ApiError(0, 'Network error'));
    const user = await goToTokenStep();
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit token' }));
    await waitFor(() => expect(step()).toHaveAttribute('data-complete', 'true'));
    expect(toasts()).toContain('Failed to sync 4k token.');
    expect(localStorage.getItem(STORAGE_KEYS.fourKToken)).toBe(TOKEN);
    expect(localStorage.getItem(STORAGE_KEYS.fourKTokenSynced)).toBeNull();
  });

  it('keeps a signed-out visitor’s token in the browser only, for the sync after sign-in', async () => {
    const user = await goToTokenStep();
    await user.type(screen.getByRole('textbox', { name: 'Your 4K token' }), TOKEN);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit token' }));
    await waitFor(() => expect(step()).toHaveAttribute('data-complete', 'true'));
    expect(localStorage.getItem(STORAGE_KEYS.fourKToken)).toBe(TOKEN);
    expect(post).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
    expect(toasts()).toContain('Token submitted successfully');
  });
});
