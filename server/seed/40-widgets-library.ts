import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../services/ids.js';
import { SYSTEM_WIDGET_LIBRARY } from '../widgets/index.js';

/** The system widget library: every bundle of `server/widgets/` with its widget types, owned by the system. */
export default async function seedWidgetsLibrary(q: Queryable, ctx: ServerContext): Promise<void> {
  let time = ctx.now();
  for (const bundle of SYSTEM_WIDGET_LIBRARY) {
    await q.query(
      `INSERT INTO widgets_bundle (id, created_time, tenant_id, alias, title, image, description) VALUES ($1,$2,$3,$4,$5,NULL,$6)
       ON CONFLICT (tenant_id, alias) DO NOTHING`,
      [newId(), time++, NULL_UUID, bundle.alias, bundle.title, bundle.description]);
    for (const type of bundle.types) {
      await q.query(
        `INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, image, description, descriptor)
         VALUES ($1,$2,$3,$4,$5,$6,NULL,$7,$8) ON CONFLICT (tenant_id, bundle_alias, alias) DO NOTHING`,
        [newId(), time++, NULL_UUID, bundle.alias, type.alias, type.name, type.description, JSON.stringify(type.descriptor)]);
    }
  }
}
