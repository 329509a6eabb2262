/**
 * Accounts: sign-up, login (with the server's lockout), and the few things a user may change
 * of their own account. Sessions and cookies belong to the routes.
 */
import type { SignUpPayloadInput } from '@reelhouse/core/account/account-schema';
import type { LoginGuard } from './login-guard';
import { createDummyHash, type PasswordHasher } from './password-hasher';
import { checkNewPassword } from './password-policy';
import type { StoredUser, UserRepository } from './user-repository';

export type SignUpResult =
  { ok: true; user: StoredUser } | { ok: false; error: string; reason: 'taken' | 'weak-password' };

export type ChangePasswordResult =
  { ok: true } | { ok: false; error: string; reason: 'wrong-password' | 'weak-password' };

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right';

export const USERNAME_TAKEN_MESSAGE = 'That username is already taken';
export const EMAIL_TAKEN_MESSAGE = 'An account with that email already exists';

export interface AccountService {
  signUp(payload: SignUpPayloadInput): Promise<SignUpResult>;
  /**
   * @returns the account, or null for a wrong password or an unknown identifier alike (both
   *   verify a hash, so they take the same time)
   * @throws HttpError 429 while the identifier is locked
   */
  logIn(identifier: string, password: string): Promise<StoredUser | null>;
  findUser(id: string): Promise<StoredUser | null>;
  updateName(id: string, name: string): Promise<StoredUser | null>;
  /** Stores the user's own UI token on their account only (scope.md: never shared). */
  setFourKToken(id: string, token: string): Promise<void>;
  /**
   * Checks the current password (counted like a login, so it locks alike), then stores the new
   * one if it passes the password policy.
   * @throws HttpError 429 while the account is locked
   */
  changePassword(
    user: StoredUser,
    currentPassword: string,
    newPassword: string,
  ): Promise<ChangePasswordResult>;
}

export function createAccountService(deps: {
  users: UserRepository;
  hasher: PasswordHasher;
  guard: LoginGuard;
  now: () => number;
  newId: () => string;
}): AccountService {
  const { users, hasher, guard } = deps;
  const dummyHash = createDummyHash(hasher);
  return {
    async signUp(payload) {
      const verdict = await checkNewPassword(payload.password, payload);
      if (!verdict.ok) return { ok: false, error: verdict.reason, reason: 'weak-password' };
      const passwordHash = await hasher.hash(payload.password);
      const user: StoredUser = {
        id: deps.newId(),
        username: payload.username,
        email: payload.email,
        // The name starts as the username as typed; the account page edits it.
        name: payload.username,
        passwordHash,
        isDonator: false,
        fourKToken: null,
        createdAt: deps.now(),
      };
      const created = await users.create(user);
      if (!created.ok) {
        return {
          ok: false,
          error: created.taken === 'username' ? USERNAME_TAKEN_MESSAGE : EMAIL_TAKEN_MESSAGE,
          reason: 'taken',
        };
      }
      return { ok: true, user: (await users.findById(user.id)) ?? user };
    },
    async logIn(identifier, password) {
      const attempt = await guard.beginAttempt(identifier);
      const user = await users.findByIdentifier(identifier);
      const matches = await hasher.verify(user?.passwordHash ?? (await dummyHash()), password);
      if (!user || !matches) {
        await attempt.failed();
        return null;
      }
      await guard.succeeded(identifier);
      return user;
    },
    findUser: (id) => users.findById(id),
    updateName: (id, name) => users.updateName(id, name),
    setFourKToken: (id, token) => users.setFourKToken(id, token),
    async changePassword(user, currentPassword, newPassword) {
      const attempt = await guard.beginAttempt(user.username);
      if (!(await hasher.verify(user.passwordHash, currentPassword))) {
        await attempt.failed();
        return { ok: false, error: WRONG_CURRENT_PASSWORD_MESSAGE, reason: 'wrong-password' };
      }
      await guard.succeeded(user.username);
      const verdict = await checkNewPassword(newPassword, user);
      if (!verdict.ok) return { ok: false, error: verdict.reason, reason: 'weak-password' };
      await users.setPasswordHash(user.id, await hasher.hash(newPassword));
      return { ok: true };
    },
  };
}
