import type { AuthUser } from '../../sdk/auth/auth-user.js';

/** The signed-in principal as the console keeps it (console-core §3 authUser). */
export type ConsoleAuthUser = Pick<AuthUser, 'userId' | 'scopes' | 'authority' | 'isPublic' | 'sub' | 'customerId' | 'tenantId'>;

/** The part of a user's additional info the session reads. */
export interface UserAdditionalInfo {
  lang?: string;
  defaultDashboardId?: string | null;
  defaultDashboardFullscreen?: boolean;
  [key: string]: unknown;
}

/** The signed-in user's record (`GET /api/user/{userId}`), as far as the shell needs it. */
export interface UserDetails {
  id?: { id: string; entityType?: string };
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  authority?: string;
  customerId?: { id: string };
  tenantId?: { id: string };
  additionalInfo?: UserAdditionalInfo | null;
  [key: string]: unknown;
}

/** The auth state of console-core §3. */
export interface AuthState {
  isAuthenticated: boolean;
  isUserLoaded: boolean;
  authUser: ConsoleAuthUser | null;
  userDetails: UserDetails | null;
  forceFullscreen: boolean;
  allowedDashboardIds: string[];
  edgesSupportEnabled: boolean;
  hasRepository: boolean;
  userTokenAccessEnabled: boolean;
  lastPublicDashboardId: string | null;
}

/** The state of a signed-out console. */
export const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  isUserLoaded: false,
  authUser: null,
  userDetails: null,
  forceFullscreen: false,
  allowedDashboardIds: [],
  edgesSupportEnabled: false,
  hasRepository: false,
  userTokenAccessEnabled: false,
  lastPublicDashboardId: null,
};

/**
 * Forced fullscreen (console-core §4): a public user, or a tenant admin or customer user whose default
 * dashboard is set with the fullscreen flag.
 */
export function isForceFullscreen(user: ConsoleAuthUser | null, details: UserDetails | null): boolean {
  if (!user) return false;
  if (user.isPublic) return true;
  if (user.authority !== 'TENANT_ADMIN' && user.authority !== 'CUSTOMER_USER') return false;
  const info = details?.additionalInfo;
  return !!info?.defaultDashboardId && info.defaultDashboardFullscreen === true;
}
