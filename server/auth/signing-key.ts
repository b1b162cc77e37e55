import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeSigningKey } from '../config.js';

/** File in the data directory holding the generated token signing key (base64, like JWT_TOKEN_SIGNING_KEY). */
export const SIGNING_KEY_FILE = 'jwt-signing-key';

/** Bytes of a generated key: the size of an HS512 block. */
const KEY_BYTES = 64;

/**
 * The token signing key kept in `dataDir`: read when present, otherwise generated at random and
 * written readable by the owner only. Concurrent first starts agree on the file written first.
 */
export function loadOrCreateSigningKey(dataDir: string): Uint8Array {
  const file = join(dataDir, SIGNING_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written aside and linked into place, so a reader never sees a half-written key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  chmodSync(file, 0o600);
  const key = decodeSigningKey(readFileSync(file, 'utf8'));
  if (key.length < 32) throw new Error(`${file} holds no usable signing key; remove it to have a new one generated`);
  return key;
}
