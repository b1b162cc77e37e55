/** Every authority a JWT can carry, in the order of the spec's catalogue. */
export const AUTHORITIES = [
  'SYS_ADMIN',
  'TENANT_ADMIN',
  'CUSTOMER_USER',
  'REFRESH_TOKEN',
  'ANONYMOUS',
  'PRE_VERIFICATION_TOKEN',
] as const;

/** One authority of {@link AUTHORITIES}. */
export type Authority = (typeof AUTHORITIES)[number];

/** The three authorities a signed-in person can hold. */
export const USER_AUTHORITIES = ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const;

/** One authority of {@link USER_AUTHORITIES}. */
export type UserAuthority = (typeof USER_AUTHORITIES)[number];

/** Translation key of the role label shown in the user menu, per user authority. */
export const AUTHORITY_LABEL_KEYS: Readonly<Record<UserAuthority, string>> = {
  SYS_ADMIN: 'user.sys-admin',
  TENANT_ADMIN: 'user.tenant-admin',
  CUSTOMER_USER: 'user.customer',
};

/** Tells whether a value is one of the known authorities. */
export function isAuthority(value: unknown): value is Authority {
  return typeof value === 'string' && (AUTHORITIES as readonly string[]).includes(value);
}
