import type { ServerContext } from '../../server/context.js';
import { NULL_UUID } from '../../server/auth/types.js';
import { DEMO } from '../../server/demo/ids.js';

/** Access tokens of the three demo accounts, minted with the server's own key (no login round trip). */
export async function demoTokens(ctx: ServerContext) {
  const base = { isPublic: false, enabled: true };
  return {
    sysadmin: await ctx.jwt.accessToken({ ...base, id: DEMO.sysadminId, email: 'sysadmin@thingsboard.org', authority: 'SYS_ADMIN',
      tenantId: NULL_UUID, customerId: NULL_UUID, firstName: 'System', lastName: 'Administrator' }),
    tenant: await ctx.jwt.accessToken({ ...base, id: DEMO.tenantAdminId, email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN',
      tenantId: DEMO.tenantId, customerId: NULL_UUID, firstName: 'Tenant', lastName: 'Administrator' }),
    customer: await ctx.jwt.accessToken({ ...base, id: DEMO.customerUserId, email: 'customer@thingsboard.org', authority: 'CUSTOMER_USER',
      tenantId: DEMO.tenantId, customerId: DEMO.customerAId, firstName: 'Customer', lastName: 'User' }),
  };
}
