/** Claims the server puts in its access, refresh and pre-verification tokens. */
export interface JwtClaims {
  sub?: string;
  userId?: string;
  scopes?: string[];
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  isPublic?: boolean;
  tenantId?: string;
  customerId?: string;
  iss?: string;
  /** Issued-at, seconds since the epoch. */
  iat?: number;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  jti?: string;
  [claim: string]: unknown;
}

/** Reads the claims of a compact JWT without verifying it; null when the token is not readable. */
export function decodeJwt(token: string): JwtClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as unknown;
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** Lifetime of a token in milliseconds (`exp - iat`), or null when a claim is missing or the lifetime is not positive. */
export function tokenLifetimeMs(token: string): number | null {
  const claims = decodeJwt(token);
  if (!claims || typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
  const lifetime = (claims.exp - claims.iat) * 1000;
  return lifetime > 0 ? lifetime : null;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
