import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { newId } from '../db/ids.js';
import { DEFAULT_TEMPLATES } from '../oauth2/templates.js';

/** OAuth2 client registration templates of Google, GitHub, Facebook and Apple. */
export default async function seedOAuth2Templates(q: Queryable, ctx: ServerContext): Promise<void> {
  for (const [i, { providerId, ...template }] of DEFAULT_TEMPLATES.entries()) {
    await q.query(
      `INSERT INTO oauth2_client_registration_template (id, created_time, provider_id, template) VALUES ($1,$2,$3,$4)
       ON CONFLICT (provider_id) DO NOTHING`,
      [newId(), ctx.now() + i, providerId, JSON.stringify({ additionalInfo: null, ...template })],
    );
  }
}
