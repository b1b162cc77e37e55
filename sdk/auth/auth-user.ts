import type { Authority } from '../catalogues/authorities.js';
import { decodeJwt } from './jwt.js';

/** The signed-in principal as decoded from the access token. */
export interface AuthUser {
  userId: string | undefined;
  scopes: string[];
  /** First scope, or ANONYMOUS when there is none. */
  authority: Authority;
  isPublic: boolean;
  /** Principal name: the e-mail, or the public id for public users. */
  sub: string | undefined;
  customerId: string | undefined;
  tenantId: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  enabled: boolean | undefined;
}

/** The authority of a token holding the given scopes. */
export function authorityOf(scopes: readonly string[]): Authority {
  return (scopes[0] as Authority | undefined) ?? 'ANONYMOUS';
}

/** Decodes the user of an access token; null when the token cannot be read. */
export function authUserFromToken(token: string): AuthUser | null {
  const claims = decodeJwt(token);
  if (!claims) return null;
  const scopes = Array.isArray(claims.scopes) ? claims.scopes.filter((s): s is string => typeof s === 'string') : [];
  return {
    userId: str(claims.userId),
    scopes,
    authority: authorityOf(scopes),
    isPublic: claims.isPublic === true,
    sub: str(claims.sub),
    customerId: str(claims.customerId),
    tenantId: str(claims.tenantId),
    firstName: str(claims.firstName),
    lastName: str(claims.lastName),
    enabled: typeof claims.enabled === 'boolean' ? claims.enabled : undefined,
  };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
