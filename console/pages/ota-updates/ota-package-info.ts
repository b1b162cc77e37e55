import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { client } from '../../session/session.js';

/** A package's info (`GET /api/otaPackage/info/{id}`) as a list row, or null when it cannot be loaded (missing, another tenant's, a malformed id). */
export async function loadPackageInfo(otaPackageId: string): Promise<EntityRow | null> {
  const { data } = await client.with({ ignoreErrors: true }).GET('/api/otaPackage/info/{otaPackageId}', { params: { path: { otaPackageId } } });
  return (data as EntityRow | undefined) ?? null;
}
