import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, postJson } from '~/lib/api-client';
import { readStoredString } from '~/lib/storage';
import { JellyfinConnectForm } from './jellyfin-connect-form';
import { JellyfinConnectPage } from './jellyfin-connect-page';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  postJson: vi.fn(),
}));

const post = vi.mocked(postJson);

const CONNECTION = {
  serverUrl: 'https://media.example.org',
  userId: '0123456789abcdef0123456789abcdef',
  accessToken: 'abcdefghijklmnop1234',
  userName: 'Jack',
};

beforeEach(() => {
  post.mockReset();
});

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Username' }), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Connect' }));
  return user;
}

describe('the Jellyfin sign-in form', () => {
  it('names the only server as text, and sends it with the username and password', async () => {
    post.mockResolvedValue(CONNECTION);
    const onConnected = vi.fn();
    render(
      <JellyfinConnectForm servers={['https://media.example.org']} onConnected={onConnected} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Server' })).not.toBeInTheDocument();
    expect(screen.getByText('https://media.example.org')).toBeVisible();
    await signIn('jack', 'secret');
    expect(post).toHaveBeenCalledWith('/api/sources/jellyfin/connect', {
      serverUrl: 'https://media.example.org',
      username: 'jack',
      password: 'secret',
    });
    expect(onConnected).toHaveBeenCalledWith(CONNECTION);
  });

  it('offers a Server choice when the site allows several, and sends the chosen one', async () => {
    post.mockResolvedValue(CONNECTION);
    const user = userEvent.setup();
    render(
      <JellyfinConnectForm
        servers={['https://one.example.org', 'https://two.example.org']}
        onConnected={vi.fn()}
      />,
    );
    const server = screen.getByRole('combobox', { name: 'Server' });
    expect(server).toHaveDisplayValue('https://one.example.org');
    await user.selectOptions(server, 'https://two.example.org');
    await signIn('jack', 'secret');
    expect(post).toHaveBeenCalledWith(
      '/api/sources/jellyfin/connect',
      expect.objectContaining({ serverUrl: 'https://two.example.org' }),
    );
  });

  it('says "Connecting…" and disables the button while the answer is awaited', async () => {
    post.mockReturnValue(new Promise(() => undefined));
    render(<JellyfinConnectForm servers={['https://media.example.org']} onConnected={vi.fn()} />);
    await signIn('jack', 'secret');
    const button = screen.getByRole('button', { name: 'Connecting…' });
    expect(button).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal under the form and lets the user try again", async () => {
    post.mockRejectedValue(new ApiError(401, 'Jellyfin refused this username or password'));
    const onConnected = vi.fn();
    render(
      <JellyfinConnectForm servers={['https://media.example.org']} onConnected={onConnected} />,
    );
    await signIn('jack', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jellyfin refused this username or password',
    );
    expect(screen.getByTestId('jellyfin-form')).toHaveAccessibleDescription(
      'Jellyfin refused this username or password',
    );
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
    expect(onConnected).not.toHaveBeenCalled();
  });

  it('says "Check the server, the username and the password." for an invalid request', async () => {
    post.mockRejectedValue(new ApiError(400, 'Invalid request'));
    render(<JellyfinConnectForm servers={['https://media.example.org']} onConnected={vi.fn()} />);
    await signIn('jack', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check the server, the username and the password.',
    );
  });

  it('says the site could not be reached when the network fails', async () => {
    post.mockRejectedValue(new ApiError(0, 'Network error'));
    render(<JellyfinConnectForm servers={['https://media.example.org']} onConnected={vi.fn()} />);
    await signIn('jack', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach this site. Check your connection and try again.',
    );
  });

  it('says "Connecting failed. Try again later." when the answer is not a connection', async () => {
    post.mockResolvedValue({ hello: 'world' });
    const onConnected = vi.fn();
    render(
      <JellyfinConnectForm servers={['https://media.example.org']} onConnected={onConnected} />,
    );
    await signIn('jack', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connecting failed. Try again later.',
    );
    expect(onConnected).not.toHaveBeenCalled();
  });
});

describe('the Jellyfin page', () => {
  it('connects, keeps the connection in this browser and shows who is connected', async () => {
    post.mockResolvedValue(CONNECTION);
    render(<JellyfinConnectPage servers={['https://media.example.org']} />);
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeVisible();
    const user = await signIn('jack', 'secret');
    expect(await screen.findByText('Connected to https://media.example.org as Jack')).toBeVisible();
    expect(JSON.parse(readStoredString(PLAYER_STORAGE_KEYS.jellyfin) ?? 'null')).toEqual(
      CONNECTION,
    );
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(readStoredString(PLAYER_STORAGE_KEYS.jellyfin)).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  it('says the site has no Jellyfin servers when the list is empty', async () => {
    render(<JellyfinConnectPage servers={[]} />);
    expect(await screen.findByText('This site has no Jellyfin servers enabled.')).toBeVisible();
  });
});
