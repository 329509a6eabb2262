/**
 * Accounts on SQLite or PostgreSQL. Usernames and e-mail addresses are stored lower-case (the
 * columns are unique but compare case-sensitively), so every lookup lower-cases first.
 */
import type { User } from '@reelhouse/core/account/account-schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, UserTable } from '../../db/schema';
import { isSqliteUniqueViolation } from '../../db/sqlite';

/** What the account routes need of a stored account. */
export interface StoredUser {
  id: string;
  username: string;
  email: string;
  name: string;
  passwordHash: string;
  isDonator: boolean;
  fourKToken: string | null;
  createdAt: number;
}

export interface NewUser {
  id: string;
  username: string;
  email: string;
  name: string;
  passwordHash: string;
  createdAt: number;
}

/** An account as the operator's list shows it, with how much it has synced. */
export interface UserSummary {
  username: string;
  email: string;
  name: string;
  isDonator: boolean;
  createdAt: number;
  /** live bookmarks (deletions not counted) */
  bookmarks: number;
  /** watch-progress items */
  progress: number;
}

export type CreateUserResult = { ok: true } | { ok: false; taken: 'username' | 'email' };

export interface UserRepository {
  /** @returns `taken` when the username or the e-mail (compared lower-case) is in use */
  create(user: NewUser): Promise<CreateUserResult>;
  findById(id: string): Promise<StoredUser | null>;
  /** @param identifier a username or an e-mail address, any case */
  findByIdentifier(identifier: string): Promise<StoredUser | null>;
  /** @returns the updated account, or null when there is none */
  updateName(id: string, name: string): Promise<StoredUser | null>;
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  setFourKToken(id: string, token: string | null): Promise<void>;
  setDonator(id: string, isDonator: boolean): Promise<void>;
  /** Deletes the account; its sessions, bookmarks and progress go with it (foreign keys cascade). */
  delete(id: string): Promise<void>;
  /** Every account, oldest first. */
  listSummaries(): Promise<UserSummary[]>;
}

/** The form usernames and e-mail addresses are stored and compared in. */
export function normaliseIdentifier(identifier: string): string {
  return identifier.trim().toLowerCase();
}

export function createSqlUserRepository(db: Kysely<Database>): UserRepository {
  const selectUsers = () => db.selectFrom('users').selectAll();
  const findTaken = async (user: NewUser): Promise<'username' | 'email' | null> => {
    const rows = await db
      .selectFrom('users')
      .select(['username', 'email'])
      .where((eb) =>
        eb.or([
          eb('username', '=', normaliseIdentifier(user.username)),
          eb('email', '=', normaliseIdentifier(user.email)),
        ]),
      )
      .execute();
    if (rows.some((row) => row.username === normaliseIdentifier(user.username))) return 'username';
    return rows.length > 0 ? 'email' : null;
  };
  const findById = async (id: string): Promise<StoredUser | null> => {
    const row = await selectUsers().where('id', '=', id).executeTakeFirst();
    return row ? toStoredUser(row) : null;
  };
  return {
    async create(user) {
      const taken = await findTaken(user);
      if (taken) return { ok: false, taken };
      try {
        await db
          .insertInto('users')
          .values({
            id: user.id,
            username: normaliseIdentifier(user.username),
            email: normaliseIdentifier(user.email),
            name: user.name,
            password_hash: user.passwordHash,
            is_donator: 0,
            four_k_token: null,
            created_at: user.createdAt,
          })
          .execute();
        return { ok: true };
      } catch (error) {
        // Another sign-up took the name or address between the check and the insert.
        const takenNow = isUniqueViolation(error) ? await findTaken(user) : null;
        if (takenNow) return { ok: false, taken: takenNow };
        throw error;
      }
    },
    findById,
    async findByIdentifier(identifier) {
      const value = normaliseIdentifier(identifier);
      // Usernames cannot contain '@' (core's sign-up schema), so the two never collide.
      const column = value.includes('@') ? 'email' : 'username';
      const row = await selectUsers().where(column, '=', value).executeTakeFirst();
      return row ? toStoredUser(row) : null;
    },
    async updateName(id, name) {
      await db.updateTable('users').set({ name }).where('id', '=', id).execute();
      return findById(id);
    },
    async setPasswordHash(id, passwordHash) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
    },
    async setFourKToken(id, token) {
      await db.updateTable('users').set({ four_k_token: token }).where('id', '=', id).execute();
    },
    async setDonator(id, isDonator) {
      await db
        .updateTable('users')
        .set({ is_donator: isDonator ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },
    async delete(id) {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
    async listSummaries() {
      const rows = await db
        .selectFrom('users as u')
        .select((eb) => [
          'u.username',
          'u.email',
          'u.name',
          'u.is_donator',
          'u.created_at',
          eb
            .selectFrom('bookmarks as b')
            .select(sql<number | string>`count(*)`.as('n'))
            .whereRef('b.user_id', '=', 'u.id')
            .whereRef('b.added_at', '>=', 'b.deleted_at')
            .as('bookmarks'),
          eb
            .selectFrom('watch_progress as w')
            .select(sql<number | string>`count(*)`.as('n'))
            .whereRef('w.user_id', '=', 'u.id')
            .as('progress'),
        ])
        .orderBy('u.created_at')
        .orderBy('u.username')
        .execute();
      return rows.map((row) => ({
        username: row.username,
        email: row.email,
        name: row.name,
        isDonator: row.is_donator === 1,
        createdAt: row.created_at,
        // count(*) is a bigint on PostgreSQL: a string unless the pool parses it (ours does).
        bookmarks: Number(row.bookmarks ?? 0),
        progress: Number(row.progress ?? 0),
      }));
    },
  };
}

/** The account as GET /users/me answers it (core's `userSchema`). */
export function toUserAnswer(user: StoredUser): User {
  return {
    name: user.name,
    email: user.email,
    username: user.username,
    isDonator: user.isDonator,
    '4k_token': user.fourKToken,
  };
}

function toStoredUser(row: Selectable<UserTable>): StoredUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    isDonator: row.is_donator === 1,
    fourKToken: row.four_k_token,
    createdAt: row.created_at,
  };
}

/** A unique-constraint violation on SQLite (either driver) or PostgreSQL (23505). */
function isUniqueViolation(error: unknown): boolean {
  if (isSqliteUniqueViolation(error)) return true;
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
