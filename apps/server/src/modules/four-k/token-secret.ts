/**
 * The secret that signs 4K personal tokens (decision 0024): TOKEN_SECRET when set (several
 * instances must share one), else a secret generated once and kept in DATA_DIR, readable by the
 * server's user only, so a single-machine install works out of the box.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file under DATA_DIR that holds the generated secret. */
export const TOKEN_SECRET_FILE = 'token-secret';

const MIN_SECRET_LENGTH = 32;

function readSecretFile(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `The token secret in ${file} is shorter than ${String(MIN_SECRET_LENGTH)} characters`,
    );
  }
  return secret;
}

/**
 * @param configured TOKEN_SECRET, if set
 * @param dataDir where the generated secret is kept when TOKEN_SECRET is not set
 * @returns the secret's bytes
 * @throws when the kept secret cannot be read or written, or is too short
 */
export function resolveTokenSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, TOKEN_SECRET_FILE);
  try {
    return new TextEncoder().encode(readSecretFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': a second process starting at the same moment reads the first one's secret instead.
    writeFileSync(file, randomBytes(32).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(readSecretFile(file));
}
