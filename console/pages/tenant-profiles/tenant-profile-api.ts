import type { LoadAnswer } from '../entity-details/entity-details-page.js';
import { client } from '../../session/session.js';
import { call } from '../entity-list/api.js';
import type { TenantProfileRecord } from './tenant-profile.logic.js';

/** Loads a tenant profile (errors left to the page). */
export async function loadTenantProfile(tenantProfileId: string): Promise<LoadAnswer<TenantProfileRecord>> {
  const answer = await client.with({ ignoreErrors: true }).GET('/api/tenantProfile/{tenantProfileId}', { params: { path: { tenantProfileId } } });
  return answer as unknown as LoadAnswer<TenantProfileRecord>;
}

/** Saves a whole tenant profile with `POST /api/tenantProfile`; resolves the saved profile, or undefined when the server refused (the client has shown why). */
export async function saveTenantProfile(profile: TenantProfileRecord): Promise<TenantProfileRecord | undefined> {
  const { data } = await call<TenantProfileRecord>('POST', '/api/tenantProfile', { body: profile });
  return data;
}
