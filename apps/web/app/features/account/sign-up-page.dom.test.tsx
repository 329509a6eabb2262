import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postJsonForAnswer, type JsonAnswer } from '~/lib/api-client';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { SignUpPage } from './sign-up-page';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  postJsonForAnswer: vi.fn(),
}));

const post = vi.mocked(postJsonForAnswer);

function answer(status: number, body: unknown): JsonAnswer {
  return { status, ok: status >= 200 && status < 300, body, retryAfter: null };
}

function renderSignUp() {
  renderRoute(<SignUpPage />, { path: '/signup' });
  return {
    username: screen.getByRole('textbox', { name: 'Username' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign up' }),
  };
}

async function fillValidForm(fields: ReturnType<typeof renderSignUp>) {
  const user = userEvent.setup();
  await user.type(fields.username, ' jack ');
  await user.type(fields.email, 'jack@pearl.sea ');
  await user.type(fields.password, 'black pearl');
  return user;
}

beforeEach(() => {
  post.mockReset();
});

describe('the sign-up form', () => {
  it('shows each field rule under its field once something invalid is typed', async () => {
    const user = userEvent.setup();
    const { username, email, password } = renderSignUp();
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();
    await user.type(username, 'ab');
    await user.type(email, 'not-an-address');
    await user.type(password, 'short');
    expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
  });

  it('shows the fix-the-errors text and sends nothing when submitted with empty fields', async () => {
    const user = userEvent.setup();
    const { submit } = renderSignUp();
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fix the errors in the form before submitting before ye set sail!',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the typed password on "Show password" and hides it again', async () => {
    const user = userEvent.setup();
    const { password } = renderSignUp();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends trimmed username and e-mail with the password twice, then opens the account tab', async () => {
    post.mockResolvedValue(answer(201, { token: 'tok' }));
    writeStoredString(STORAGE_KEYS.userInfo, JSON.stringify({ username: 'someone-before' }));
    const fields = renderSignUp();
    const user = await fillValidForm(fields);
    await user.click(fields.submit);
    expect(post).toHaveBeenCalledWith('/api/auth/signup', {
      username: 'jack',
      email: 'jack@pearl.sea',
      password: 'black pearl',
      passwordConfirm: 'black pearl',
    });
    expect(await screen.findByRole('heading', { name: 'Stand-in page /account' })).toBeVisible();
    expect(readStoredString(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('disables the fields and the button while sending', async () => {
    let finish: (value: JsonAnswer) => void = () => undefined;
    post.mockReturnValue(
      new Promise((resolve) => {
        finish = resolve;
      }),
    );
    const fields = renderSignUp();
    const user = await fillValidForm(fields);
    await user.click(fields.submit);
    expect(fields.submit).toBeDisabled();
    expect(fields.username).toBeDisabled();
    expect(fields.email).toBeDisabled();
    expect(fields.password).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
    finish(answer(409, { error: 'Username already taken' }));
    expect(await screen.findByText('Username already taken')).toBeVisible();
    expect(fields.username).toBeEnabled();
  });

  it('shows "Arrr! Registration failed" when the server refuses without a reason', async () => {
    post.mockResolvedValue(answer(500, null));
    const fields = renderSignUp();
    const user = await fillValidForm(fields);
    await user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Arrr! Registration failed');
  });

  it('shows the sunk-ship text when the request never gets an answer, cleared by the next edit', async () => {
    post.mockRejectedValue(new Error('offline'));
    const fields = renderSignUp();
    const user = await fillValidForm(fields);
    await user.click(fields.submit);
    expect(
      await screen.findByText(
        'Oi! the ship carrying your registration sank, you wanna try that again?',
      ),
    ).toBeVisible();
    await user.type(fields.username, 's');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
