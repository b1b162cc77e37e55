import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { writeAudit } from '../entities/audit.js';
import { getSecuritySettings, parseSecuritySettings, saveSecuritySettings } from './security.js';

const SYS_ADMIN = { config: { auth: ['SYS_ADMIN' as const] } };

/** Password policy and lockout settings of the platform (system administrator only). */
export default async function securitySettingsRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/admin/securitySettings', SYS_ADMIN, async () => getSecuritySettings(ctx.db));

  app.post('/api/admin/securitySettings', SYS_ADMIN, async (request) => {
    const settings = parseSecuritySettings(request.body);
    return ctx.db.tx(async (q) => {
      const saved = await saveSecuritySettings(q, settings, ctx.now());
      await writeAudit(q, { user: request.user, actionType: 'UPDATED', entityName: 'securitySettings', actionData: saved }, ctx.now());
      return saved;
    });
  });
}
