/**
 * The account tab's profile rules (spec sections 2 "Account", 4 "Profile save", 9): saving the
 * name, the welcome line and the donator pill.
 */

/** Minimum time between two name saves, in milliseconds. */
export const PROFILE_SAVE_COOLDOWN_MS = 6000;

/** Alert when saving the name fails. */
export const PROFILE_SAVE_ERROR_MESSAGE = 'Error while saving';

/**
 * Whether a press of Save should send the name.
 * @param username the signed-in user's username; empty or missing means not signed in
 * @param lastSavedAt when the last save was sent, in ms since the epoch; null if never
 * @param now ms since the epoch
 * @returns false without a username or less than 6000 ms after the last save
 */
export function canSaveProfile(
  username: string | null | undefined,
  lastSavedAt: number | null,
  now: number,
): boolean {
  if (!username) return false;
  return lastSavedAt === null || now - lastSavedAt >= PROFILE_SAVE_COOLDOWN_MS;
}

/**
 * The account tab's greeting: 'Welcome {first name}!', the first word of the name.
 * @param name the display name; when empty, the username stands in
 * @returns e.g. 'Welcome Anne!' for 'Anne Bonny'; 'Welcome!' when both are empty
 */
export function getWelcomeMessage(
  name: string | null | undefined,
  username?: string | null,
): string {
  const firstName = (name ?? '').trim().split(/\s+/)[0] ?? '';
  const shown = firstName === '' ? (username ?? '').trim() : firstName;
  return shown === '' ? 'Welcome!' : `Welcome ${shown}!`;
}

/** The donator pill: its text, and where it links (donators' pill links nowhere). */
export interface DonatorPill {
  label: 'Generous Donator' | 'Not Donator';
  href: '/donate' | null;
}

/** @returns 'Generous Donator' for donators, else 'Not Donator' linking to /donate */
export function getDonatorPill(isDonator: boolean): DonatorPill {
  return isDonator
    ? { label: 'Generous Donator', href: null }
    : { label: 'Not Donator', href: '/donate' };
}

/** @returns the account tab's last button: 'Logout' when signed in, else 'Go To Login' */
export function getAccountAction(username: string | null | undefined): {
  label: 'Logout' | 'Go To Login';
  redirectTo: '/login';
} {
  return { label: username ? 'Logout' : 'Go To Login', redirectTo: '/login' };
}
