import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../db/ids.js';
import { lwm2mKeyOf, lwm2mTitleOf, modelXml, parseLwm2mModel } from '../resources/lwm2m.js';
import { BUILT_IN_MODELS } from '../resources/models.js';

/** System LwM2M object models: Security (0), Server (1), Device (3), Firmware Update (5), BinaryAppDataContainer (19). */
export default async function seedLwm2mModels(q: Queryable, ctx: ServerContext): Promise<void> {
  for (const [i, built] of BUILT_IN_MODELS.entries()) {
    const xml = modelXml(built);
    const model = parseLwm2mModel(xml);
    await q.query(
      `INSERT INTO resource (id, created_time, tenant_id, title, resource_type, resource_key, file_name, data, lwm2m_object)
       VALUES ($1,$2,$3,$4,'LWM2M_MODEL',$5,$6,$7,$8) ON CONFLICT (tenant_id, resource_type, resource_key) DO NOTHING`,
      [newId(), ctx.now() + i, NULL_UUID, lwm2mTitleOf(model), lwm2mKeyOf(model), `${model.id}.xml`, Buffer.from(xml, 'utf8'), JSON.stringify(model)],
    );
  }
}
