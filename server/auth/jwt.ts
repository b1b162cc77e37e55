import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomUUID } from 'node:crypto';
import type { JwtClaims } from '../../sdk/auth/jwt.js';
import type { ServerConfig } from '../config.js';
import { ERROR_CODE, unauthorized } from '../http/errors.js';
import { NULL_UUID, type Authority, type SecurityUser } from './types.js';

/** The answer of login, refresh and 2FA check endpoints. */
export interface JwtPair {
  token: string;
  refreshToken: string | null;
  scope: string | null;
}

/** Claims of a verified token: the SDK's claims, with the subject, user, scopes and times always present. */
export type TokenClaims = JwtClaims & Required<Pick<JwtClaims, 'sub' | 'userId' | 'iss' | 'iat' | 'exp'>> & { scopes: Authority[] };

/** Issues and verifies HS512 tokens with ThingsBoard's claims and lifetimes. */
export class JwtService {
  constructor(private readonly config: Pick<ServerConfig, 'jwtKey' | 'jwtIssuer' | 'accessTokenTtl' | 'refreshTokenTtl'>) {}

  private sign(claims: JwtClaims, subject: string, ttlSeconds: number, now = Date.now()): Promise<string> {
    const iat = Math.floor(now / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(subject)
      .setIssuer(this.config.jwtIssuer)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.config.jwtKey);
  }

  /** Access token with the full claim set of a signed-in (or public) user. */
  accessToken(user: Omit<SecurityUser, 'iat'>): Promise<string> {
    return this.sign({
      userId: user.id,
      scopes: [user.authority],
      firstName: user.firstName,
      lastName: user.lastName,
      enabled: user.enabled,
      isPublic: user.isPublic,
      tenantId: user.tenantId,
      customerId: user.customerId,
    }, user.email, this.config.accessTokenTtl);
  }

  /** Refresh token: scope REFRESH_TOKEN, a random jti. */
  refreshToken(user: Pick<SecurityUser, 'id' | 'email' | 'isPublic'>): Promise<string> {
    return this.sign({ userId: user.id, scopes: ['REFRESH_TOKEN'], isPublic: user.isPublic, jti: randomUUID() },
      user.email, this.config.refreshTokenTtl);
  }

  /** Pre-verification token of the two-factor flow, valid `ttlSeconds` (1800 when not positive). */
  preVerificationToken(user: Pick<SecurityUser, 'id' | 'email' | 'tenantId' | 'customerId'>, ttlSeconds: number): Promise<string> {
    const claims: JwtClaims = { userId: user.id, scopes: ['PRE_VERIFICATION_TOKEN'], tenantId: user.tenantId };
    if (user.customerId && user.customerId !== NULL_UUID) claims.customerId = user.customerId;
    return this.sign(claims, user.email, ttlSeconds > 0 ? ttlSeconds : 1800);
  }

  /** A full token pair for a signed-in user. */
  async pair(user: Omit<SecurityUser, 'iat'>): Promise<JwtPair> {
    return { token: await this.accessToken(user), refreshToken: await this.refreshToken(user), scope: null };
  }

  /** Verifies signature and expiry; expired → 401/11 "Token has expired", anything else → 401/10. */
  async verify(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.config.jwtKey, { algorithms: ['HS512'] });
      const claims = payload as unknown as TokenClaims;
      if (!Array.isArray(claims.scopes) || claims.scopes.length === 0) throw unauthorized('JWT Token doesn\'t have any scopes');
      if (typeof claims.userId !== 'string') throw unauthorized('Invalid JWT token');
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw unauthorized('Token has expired', ERROR_CODE.JWT_TOKEN_EXPIRED);
      if (err instanceof Error && 'status' in err) throw err;
      throw unauthorized('Invalid JWT token');
    }
  }

  /** Reads the caller from verified access-token claims. */
  static userFromClaims(c: TokenClaims): SecurityUser {
    const authority = c.scopes[0] as Authority;
    return {
      id: c.userId,
      email: c.sub,
      authority,
      tenantId: c.tenantId ?? NULL_UUID,
      customerId: c.customerId ?? NULL_UUID,
      isPublic: c.isPublic === true,
      firstName: c.firstName ?? '',
      lastName: c.lastName ?? '',
      enabled: c.enabled !== false,
      iat: c.iat,
    };
  }
}
