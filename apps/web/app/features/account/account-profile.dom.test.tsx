import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, postJson, postNoBody } from '~/lib/api-client';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { AccountProfilePanel } from './account-profile';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getJson: vi.fn(),
  postJson: vi.fn(),
  postNoBody: vi.fn(),
}));

const get = vi.mocked(getJson);
const post = vi.mocked(postJson);
const postWithoutBody = vi.mocked(postNoBody);

const ANNE = {
  name: 'Anne Bonny',
  email: 'anne@sea.org',
  username: 'anne',
  isDonator: false,
  '4k_token': null,
};

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function storeUser(user: object) {
  writeStoredString(STORAGE_KEYS.userInfo, JSON.stringify(user));
}

function renderProfile() {
  renderRoute(<AccountProfilePanel />, { path: '/account', url: '/account?tab=account' });
  return screen.getByRole('status', { name: 'Current address' });
}

/** The profile form, named by its greeting. */
function profileForm(greeting: string) {
  return screen.getByRole('form', { name: greeting });
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  postWithoutBody.mockReset();
  // By default the server is still thinking about GET /users/me.
  get.mockReturnValue(new Promise(() => undefined));
});

describe('the account tab', () => {
  it('says "Loading your account…" until the server answers, then offers "Go To Login" to a signed-out visitor', async () => {
    const answer = deferred<never>();
    get.mockReturnValue(answer.promise);
    const user = userEvent.setup();
    const address = renderProfile();
    expect(screen.getByText('Loading your account…')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go To Login' })).not.toBeInTheDocument();

    answer.reject(new ApiError(401, 'Not signed in'));
    const login = await screen.findByRole('link', { name: 'Go To Login' });
    expect(
      screen.getByText('Log in to edit your profile and sync your bookmarks and watch progress.'),
    ).toBeVisible();
    expect(screen.queryByText('Loading your account…')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/users/me', expect.any(AbortSignal));

    await user.click(login);
    expect(address).toHaveTextContent('/login');
  });

  it('greets the user kept in this browser by first name at once: name editable, username and e-mail read-only', () => {
    storeUser(ANNE);
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Welcome Anne!' })).toBeVisible();
    const form = profileForm('Welcome Anne!');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Anne Bonny');
    expect(within(form).getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('anne');
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('anne@sea.org');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Not Donator' })).toHaveAttribute('href', '/donate');
  });

  it("shows the server's user over the stored one, and a donator's pill as plain text", async () => {
    storeUser(ANNE);
    get.mockResolvedValue({ ...ANNE, name: 'Mary Read', username: 'mary', isDonator: true });
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Welcome Mary!' })).toBeVisible();
    expect(screen.getByText('Generous Donator')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Generous Donator' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('mary');
    // The browser keeps what the server said.
    expect(JSON.parse(readStoredString(STORAGE_KEYS.userInfo) ?? 'null')).toMatchObject({
      username: 'mary',
    });
  });

  it('saves the trimmed name, says "Saved" and greets by the new name', async () => {
    storeUser(ANNE);
    post.mockResolvedValue({ ...ANNE, name: 'Jack Rackham' });
    const user = userEvent.setup();
    renderProfile();
    const form = profileForm('Welcome Anne!');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  Jack Rackham ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledExactlyOnceWith('/api/users/me/updateName', {
      name: 'Jack Rackham',
    });
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('heading', { name: 'Welcome Jack!' })).toBeVisible();
    expect(JSON.parse(readStoredString(STORAGE_KEYS.userInfo) ?? 'null')).toMatchObject({
      name: 'Jack Rackham',
    });
  });

  it('says "Error while saving" as an alert when the name cannot be saved', async () => {
    storeUser(ANNE);
    post.mockRejectedValue(new ApiError(500, 'Server error'));
    const user = userEvent.setup();
    renderProfile();
    const form = profileForm('Welcome Anne!');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'tte{Enter}');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Error while saving');
    expect(post).toHaveBeenCalledWith('/api/users/me/updateName', { name: 'Anne Bonnytte' });
    expect(screen.getByRole('heading', { name: 'Welcome Anne!' })).toBeVisible();
  });

  it('sends one save only when Save is pressed twice within 6 seconds', async () => {
    storeUser(ANNE);
    post.mockResolvedValue({ ...ANNE, name: 'Anne' });
    const user = userEvent.setup();
    renderProfile();
    const save = within(profileForm('Welcome Anne!')).getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Saved')).toBeVisible();
    await user.click(save);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('logs out: tells the server, forgets the user kept in this browser and opens /login', async () => {
    storeUser(ANNE);
    postWithoutBody.mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in page /login' })).toBeVisible();
    expect(postWithoutBody).toHaveBeenCalledWith('/api/auth/logout');
    expect(readStoredString(STORAGE_KEYS.userInfo)).toBeNull();
  });

  it('ends the session in this browser even when the server cannot be told', async () => {
    storeUser(ANNE);
    postWithoutBody.mockRejectedValue(new ApiError(0, 'Network error'));
    const user = userEvent.setup();
    const address = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in page /login' })).toBeVisible();
    expect(address).toHaveTextContent('/login');
    expect(readStoredString(STORAGE_KEYS.userInfo)).toBeNull();
  });
});
