import type { Queryable } from '../db/db.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../db/ids.js';
import { SYSTEM_WIDGET_LIBRARY } from './index.js';

/**
 * Stores the system widget library: missing bundles and widget types are added; with `replace`,
 * stored system types also take the library's name, description and descriptor (a library upgrade).
 */
export async function storeSystemLibrary(q: Queryable, now: number, replace: boolean): Promise<void> {
  let time = now;
  const onType = replace
    ? 'DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, descriptor = EXCLUDED.descriptor'
    : 'DO NOTHING';
  for (const bundle of SYSTEM_WIDGET_LIBRARY) {
    await q.query(
      `INSERT INTO widgets_bundle (id, created_time, tenant_id, alias, title, image, description) VALUES ($1,$2,$3,$4,$5,NULL,$6)
       ON CONFLICT (tenant_id, alias) DO NOTHING`,
      [newId(), time++, NULL_UUID, bundle.alias, bundle.title, bundle.description]);
    for (const type of bundle.types) {
      await q.query(
        `INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, image, description, descriptor)
         VALUES ($1,$2,$3,$4,$5,$6,NULL,$7,$8) ON CONFLICT (tenant_id, bundle_alias, alias) ${onType}`,
        [newId(), time++, NULL_UUID, bundle.alias, type.alias, type.name, type.description, JSON.stringify(type.descriptor)]);
    }
  }
}
