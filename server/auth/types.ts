/** Authorities a token can carry (first element of `scopes`). */
export type Authority = 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER' | 'REFRESH_TOKEN' | 'PRE_VERIFICATION_TOKEN';

/** The caller of a request, as read from its access token. */
export interface SecurityUser {
  /** User id (NULL_UUID for a public user). */
  id: string;
  /** E-mail, or the public customer id for a public user. */
  email: string;
  authority: Authority;
  /** Tenant id (NULL_UUID for the system administrator). */
  tenantId: string;
  /** Customer id (NULL_UUID unless a customer user). */
  customerId: string;
  isPublic: boolean;
  firstName: string;
  lastName: string;
  enabled: boolean;
  /** Issued-at of the token, in seconds. */
  iat: number;
}

/** The zero uuid ThingsBoard uses for "no tenant / no customer / no user". */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
