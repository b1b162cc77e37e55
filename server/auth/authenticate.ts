import { ERROR_CODE, unauthorized } from '../http/errors.js';
import { JwtService } from './jwt.js';
import type { TokenRevocations } from './revocations.js';
import type { SecurityUser } from './types.js';

/** What checking a token needs: the signer and the revocations (a server context has both). */
export interface TokenCheck {
  jwt: JwtService;
  revocations: TokenRevocations;
}

/** Verifies an access token and returns its user, rejecting refresh tokens and outdated tokens. */
export async function authenticateToken(check: TokenCheck, token: string): Promise<SecurityUser> {
  const claims = await check.jwt.verify(token);
  const user = JwtService.userFromClaims(claims);
  if (user.authority === 'REFRESH_TOKEN') throw unauthorized('Invalid JWT token');
  if (check.revocations.isOutdated(user.id, claims.iat)) throw unauthorized('Token is outdated', ERROR_CODE.JWT_TOKEN_EXPIRED);
  return user;
}
