import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of letters and digits, as ThingsBoard generates access tokens and edge secrets. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length)) {
      // Rejecting the top bytes keeps every character equally likely (256 is not a multiple of 62).
      if (b < 248 && out.length < length) out += ALPHANUMERIC[b % ALPHANUMERIC.length];
    }
  }
  return out;
}
