/**
 * Password hashing: argon2id through `@node-rs/argon2`, whose `hash` and `verify` run on the
 * libuv thread pool, off the event loop. The port lets tests use a cheap hasher.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  /** @returns the encoded hash (PHC string, with its parameters and salt) */
  hash(password: string): Promise<string>;
  /** @returns whether the password matches; false for a malformed hash, never throws for it */
  verify(encodedHash: string, password: string): Promise<boolean>;
}

/**
 * OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 11 ms a hash on one core, which
 * the per-address and per-account limits keep affordable (decision 0011).
 */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id hasher (argon2id is the library's default algorithm; version 0x13). */
export function createArgon2Hasher(
  options: { memoryCost: number; timeCost: number; parallelism: number } = ARGON2_OPTIONS,
): PasswordHasher {
  return {
    hash: (password) => hash(password, options),
    verify: (encodedHash, password) => verify(encodedHash, password).catch(() => false),
  };
}

/**
 * The hash to verify against when no account matches, so that an unknown identifier costs the
 * same time as a wrong password. Made once, on first use, with the same hasher.
 */
export function createDummyHash(hasher: PasswordHasher): () => Promise<string> {
  let dummy: Promise<string> | undefined;
  return () => {
    dummy ??= hasher.hash(randomBytes(32).toString('base64url')).catch((error: unknown) => {
      dummy = undefined;
      throw error;
    });
    return dummy;
  };
}
