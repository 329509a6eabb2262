import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { AccountSettingsPanel } from './account-settings-panel';

function storedSettings(): unknown {
  return JSON.parse(readStoredString(PLAYER_STORAGE_KEYS.accountSettings) ?? 'null');
}

function optionTexts(select: HTMLElement): (string | null)[] {
  return Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);
}

afterEach(() => {
  document.documentElement.classList.remove('dark');
});

describe('the account settings tabs', () => {
  it('lists the player settings, each described by its hint, at their defaults', () => {
    render(<AccountSettingsPanel tab="player" />);
    const autoplay = screen.getByRole('switch', { name: 'Autoplay' });
    expect(autoplay).toHaveAttribute('aria-checked', 'true');
    expect(autoplay).toHaveAccessibleDescription('Start playing as soon as the player opens.');
    expect(screen.getByRole('switch', { name: 'Autoplay next episode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Seek previews' })).toHaveAccessibleDescription(
      'Show a thumbnail while seeking.',
    );
    const quality = screen.getByRole('combobox', { name: 'Preferred quality' });
    expect(quality).toHaveDisplayValue('Auto');
    expect(optionTexts(quality)).toEqual(['Auto', '4K', '1080p', '720p', '480p']);
    expect(screen.getByText('These settings are kept in this browser.')).toBeVisible();
  });

  it('turns a switch off on a press and keeps it off after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AccountSettingsPanel tab="player" />);
    const autoplay = screen.getByRole('switch', { name: 'Autoplay' });
    await user.click(autoplay);
    expect(autoplay).toHaveAttribute('aria-checked', 'false');
    expect(storedSettings()).toMatchObject({ autoplay: false, autoNext: true });

    unmount();
    render(<AccountSettingsPanel tab="player" />);
    expect(screen.getByRole('switch', { name: 'Autoplay' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('keeps a chosen quality after a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AccountSettingsPanel tab="player" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred quality' }), '1080p');
    expect(storedSettings()).toMatchObject({ quality: '1080p' });

    unmount();
    render(<AccountSettingsPanel tab="player" />);
    expect(screen.getByRole('combobox', { name: 'Preferred quality' })).toHaveDisplayValue('1080p');
  });

  it('opens with the settings stored in this browser, a stored value it does not offer at its default', () => {
    writeStoredString(
      PLAYER_STORAGE_KEYS.accountSettings,
      JSON.stringify({ emailUpdates: true, pushNotifications: false, preferredAudio: 'klingon' }),
    );
    const { unmount } = render(<AccountSettingsPanel tab="notifications" />);
    expect(screen.getByRole('switch', { name: 'Email updates' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    unmount();
    render(<AccountSettingsPanel tab="content" />);
    expect(screen.getByRole('combobox', { name: 'Preferred audio' })).toHaveDisplayValue('English');
  });

  it('offers spoiler-safe mode in the Content tab, off until pressed, and stores it on', async () => {
    const user = userEvent.setup();
    render(<AccountSettingsPanel tab="content" />);
    const spoilerSafe = screen.getByRole('switch', { name: 'Spoiler-safe mode' });
    expect(spoilerSafe).toHaveAttribute('aria-checked', 'false');
    expect(spoilerSafe).toHaveAccessibleDescription(
      "Hide stills, titles and overviews of episodes you haven't reached.",
    );
    await user.click(spoilerSafe);
    expect(spoilerSafe).toHaveAttribute('aria-checked', 'true');
    expect(storedSettings()).toMatchObject({ spoilerSafe: true });
  });

  it('names the appearance choices in words, "Extra large" for the largest subtitles', () => {
    render(<AccountSettingsPanel tab="appearance" />);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Theme' }))).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Subtitle size' }))).toEqual([
      'Small',
      'Medium',
      'Large',
      'Extra large',
    ]);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveAccessibleDescription(
      'System follows your device.',
    );
  });

  it('switches the site to the dark theme from Theme, and "System" forgets the saved choice', async () => {
    const user = userEvent.setup();
    render(<AccountSettingsPanel tab="appearance" />);
    const theme = screen.getByRole('combobox', { name: 'Theme' });
    expect(theme).toHaveDisplayValue('System');

    await user.selectOptions(theme, 'Dark');
    expect(theme).toHaveDisplayValue('Dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(readStoredString('theme')).toBe('dark');

    await user.selectOptions(theme, 'System');
    expect(theme).toHaveDisplayValue('System');
    expect(readStoredString('theme')).toBeNull();
    // The device (happy-dom) prefers light: the site follows it again.
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
