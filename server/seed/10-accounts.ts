import bcrypt from 'bcryptjs';
import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../db/ids.js';
import { DEMO } from '../demo/ids.js';

/** Default tenant profile configuration: no limits (0 = unlimited), as ThingsBoard's default profile. */
export const DEFAULT_TENANT_PROFILE_DATA = {
  configuration: {
    type: 'DEFAULT',
    maxDevices: 0, maxAssets: 0, maxCustomers: 0, maxUsers: 0, maxDashboards: 0, maxRuleChains: 0,
    maxResourcesInBytes: 0, maxOtaPackagesInBytes: 0,
    maxWsSessionsPerTenant: 0, maxWsSessionsPerCustomer: 0, maxWsSessionsPerRegularUser: 0, maxWsSessionsPerPublicUser: 0,
    maxWsSubscriptionsPerTenant: 0, maxWsSubscriptionsPerCustomer: 0, maxWsSubscriptionsPerRegularUser: 0,
    maxWsSubscriptionsPerPublicUser: 0, wsMsgQueueLimitPerSession: 500, wsUpdatesPerSessionRateLimit: null,
  },
  queueConfiguration: null,
};

async function user(q: Queryable, now: number, u: {
  id: string; tenantId: string; customerId: string; email: string; authority: string; firstName: string; lastName: string; password: string;
}) {
  await q.query(
    `INSERT INTO tb_user (id, created_time, tenant_id, customer_id, email, authority, first_name, last_name, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
    [u.id, now, u.tenantId, u.customerId, u.email, u.authority, u.firstName, u.lastName, JSON.stringify({})],
  );
  await q.query(
    'INSERT INTO user_credentials (id, created_time, user_id, enabled, password) VALUES ($1,$2,$3,true,$4)',
    [newId(), now, u.id, await bcrypt.hash(u.password, 10)],
  );
}

async function customer(q: Queryable, now: number, id: string, title: string, extra: Record<string, unknown> = {}, isPublic = false) {
  await q.query(
    `INSERT INTO customer (id, created_time, tenant_id, title, is_public, country, city, address, email, additional_info)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
    [id, now, DEMO.tenantId, title, isPublic, extra.country ?? null, extra.city ?? null, extra.address ?? null, extra.email ?? null,
      JSON.stringify(isPublic ? { isPublic: true } : { description: '' })],
  );
}

/** The system administrator, the default tenant profile, the demo tenant, its customers and users. */
export default async function seedAccounts(q: Queryable, ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  await q.query(
    `INSERT INTO tenant_profile (id, created_time, name, description, is_default, profile_data) VALUES ($1,$2,'Default','Default tenant profile',true,$3)`,
    [DEMO.tenantProfileId, now, JSON.stringify(DEFAULT_TENANT_PROFILE_DATA)],
  );
  await user(q, now, { id: DEMO.sysadminId, tenantId: NULL_UUID, customerId: NULL_UUID, email: 'sysadmin@thingsboard.org',
    authority: 'SYS_ADMIN', firstName: 'System', lastName: 'Administrator', password: 'sysadmin' });
  await q.query(
    `INSERT INTO tenant (id, created_time, title, region, tenant_profile_id, country, city, address, email, additional_info)
     VALUES ($1,$2,'Tenant','Global',$3,'United States','New York','42 Broadway','tenant@thingsboard.org',$4)`,
    [DEMO.tenantId, now, DEMO.tenantProfileId, JSON.stringify({ description: 'Demo tenant' })],
  );
  await user(q, now, { id: DEMO.tenantAdminId, tenantId: DEMO.tenantId, customerId: NULL_UUID, email: 'tenant@thingsboard.org',
    authority: 'TENANT_ADMIN', firstName: 'Tenant', lastName: 'Administrator', password: 'tenant' });
  await customer(q, now, DEMO.customerAId, 'Customer A', { country: 'United States', city: 'San Francisco', email: 'a@example.com' });
  await customer(q, now, DEMO.customerBId, 'Customer B', { country: 'Germany', city: 'Berlin', email: 'b@example.com' });
  await customer(q, now, DEMO.customerCId, 'Customer C', { country: 'Japan', city: 'Osaka', email: 'c@example.com' });
  await customer(q, now, DEMO.publicCustomerId, 'Public', {}, true);
  await user(q, now, { id: DEMO.customerUserId, tenantId: DEMO.tenantId, customerId: DEMO.customerAId, email: 'customer@thingsboard.org',
    authority: 'CUSTOMER_USER', firstName: 'Customer', lastName: 'User', password: 'customer' });
}
