import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { refField } from '../entities/body.js';
import { auditEntity, inChange } from '../entities/changes.js';
import { findByName, loadChecked } from '../entities/family.js';
import { TENANT_ADMIN_ONLY, TENANT_OR_CUSTOMER } from '../entities/params.js';
import { hasCustomer } from '../auth/permissions.js';
import { DEVICE_FAMILY } from './service.js';
import { claimDevice, reclaimDevice } from './claim.js';
import { credentialsToJson, findCredentialsByDevice, formatCredentials, updateCredentials } from './credentials.js';

const deviceName = (params: unknown): string => String((params as { deviceName: string }).deviceName);

/** Device credentials (read, update) and claiming endpoints. */
export default async function deviceCredentialRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/device/:deviceId/credentials', { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => {
    const device = await loadChecked(ctx.db, req.user, DEVICE_FAMILY, (req.params as { deviceId: string }).deviceId, 'read', 'deviceId');
    const row = await findCredentialsByDevice(ctx.db, device.id);
    if (!row) throw notFound();
    return credentialsToJson(row);
  });

  app.post('/api/device/credentials', { config: { auth: TENANT_ADMIN_ONLY } }, async (req) => {
    const body = objectBody(req.body);
    const deviceId = refField(body, 'deviceId');
    if (!deviceId) throw badRequest('Incorrect deviceId null');
    return inChange(ctx, async (q) => {
      const device = await loadChecked(q, req.user, DEVICE_FAMILY, deviceId, 'write', 'deviceId');
      const formatted = formatCredentials(body);
      const current = await findCredentialsByDevice(q, device.id);
      const id = refField(body, 'id');
      if (!id) throw badRequest('Credentials for this device are already specified!');
      if (!current || current.id !== id) throw badRequest('Unable to update non-existent device credentials!');
      const saved = credentialsToJson(await updateCredentials(q, current.id, formatted));
      await auditEntity(ctx, q, req.user, { entityType: 'DEVICE', row: device }, 'CREDENTIALS_UPDATED', { entityId: device.id, credentials: saved });
      return saved;
    });
  });

  app.post('/api/customer/device/:deviceName/claim', { config: { auth: ['CUSTOMER_USER'] } }, async (req, reply) => {
    const body = req.body === null || req.body === undefined ? {} : objectBody(req.body);
    const secretKey = body.secretKey ?? '';
    if (typeof secretKey !== 'string') throw badRequest('Invalid request body: secretKey must be a string');
    const outcome = await claimDevice(ctx, req.user, deviceName(req.params), secretKey);
    return reply.status(outcome.status).send(outcome.body);
  });

  app.delete('/api/customer/device/:deviceName/claim', { config: { auth: TENANT_OR_CUSTOMER } }, async (req) => {
    const device = await findByName(ctx.db, DEVICE_FAMILY, req.user.tenantId, deviceName(req.params));
    if (!device) throw notFound();
    // A customer user may release only its own customer's devices (ThingsBoard would let it release any).
    if (req.user.authority === 'CUSTOMER_USER' && hasCustomer(device.customer_id) && device.customer_id !== req.user.customerId) {
      throw forbidden();
    }
    await reclaimDevice(ctx, req.user, device.name);
    return '';
  });
}
