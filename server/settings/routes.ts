import type { FastifyInstance } from 'fastify';
import type { ApiSchema } from '../../sdk/api-schema.js';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { writeAudit } from '../entities/audit.js';
import { tenantRef } from '../entities/wire.js';
import { sendToOutbox } from './outbox.js';
import { getSetting, putSetting } from './store.js';
import { NULL_UUID } from '../auth/types.js';
import { validateAdminSettings, withoutSecrets, PUBLIC_SETTING_KEYS } from './admin-settings.js';

const SYSADMIN = { auth: ['SYS_ADMIN'] as 'SYS_ADMIN'[] };

/** The 404 of a settings key with nothing stored, worded as ThingsBoard words it. */
const settingsNotFound = (key: string) => notFound(`No Administration settings found for key: ${key}`);

/** System settings by key (general, mail, sms), test mail and SMS into the outbox, update check, system info. */
export default async function adminSettings(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx;

  async function settingsJson(key: string): Promise<ApiSchema<'AdminSettings'>> {
    const row = await db.one<{ id: string; created_time: number; json_value: Record<string, unknown> }>(
      'SELECT id, created_time, json_value FROM admin_settings WHERE tenant_id = $1 AND key = $2', [NULL_UUID, key]);
    if (!row) throw settingsNotFound(key);
    return { id: { id: row.id }, createdTime: row.created_time, tenantId: tenantRef(NULL_UUID), key,
      jsonValue: withoutSecrets(key, row.json_value) };
  }

  app.get('/api/admin/settings/:key', { config: SYSADMIN }, async (req) => {
    const { key } = req.params as { key: string };
    if (!PUBLIC_SETTING_KEYS.includes(key)) throw settingsNotFound(key);
    return settingsJson(key);
  });

  app.post('/api/admin/settings', { config: SYSADMIN }, async (req) => {
    const body = objectBody(req.body);
    const key = body.key;
    if (typeof key !== 'string' || !PUBLIC_SETTING_KEYS.includes(key)) {
      throw badRequest(`key should be one of ${PUBLIC_SETTING_KEYS.join(', ')}`);
    }
    const previous = await getSetting<Record<string, unknown>>(db, key);
    const value = validateAdminSettings(key, body.jsonValue, previous);
    await db.tx(async (q) => {
      await putSetting(q, key, value, NULL_UUID, ctx.now());
      await writeAudit(q, { user: req.user, actionType: 'UPDATED', entityName: key, actionData: { key } }, ctx.now());
    });
    return settingsJson(key);
  });

  app.post('/api/admin/settings/testMail', { config: SYSADMIN }, async (req, reply) => {
    const body = objectBody(req.body);
    const stored = await getSetting<Record<string, unknown>>(db, 'mail');
    const mail = validateAdminSettings('mail', body.jsonValue, stored);
    await sendToOutbox(ctx, db, { channel: 'EMAIL', recipient: req.user.email, subject: 'Test message from tbkit',
      body: `This is a test message sent with the mail settings of ${String(mail.smtpHost)}:${String(mail.smtpPort)}.` });
    return reply.status(200).send();
  });

  app.post('/api/admin/settings/testSms', { config: SYSADMIN }, async (req, reply) => {
    const body = objectBody(req.body);
    const numberTo = body.numberTo;
    if (typeof numberTo !== 'string' || !/^\+[1-9]\d{1,14}$/.test(numberTo)) {
      throw badRequest('numberTo: invalid phone number format, expected E.164 such as +12015550123');
    }
    const message = body.message;
    if (typeof message !== 'string' || message.trim() === '') throw badRequest('message should be specified!');
    if (message.length > 1600) throw badRequest('message length must be equal or less than 1600');
    validateAdminSettings('sms', body.providerConfiguration, undefined);
    await sendToOutbox(ctx, db, { channel: 'SMS', recipient: numberTo, body: message });
    return reply.status(200).send();
  });

  // No network is reached from here: the answer always says there is no update.
  app.get('/api/admin/updates', { config: SYSADMIN }, async (): Promise<ApiSchema<'UpdateMessage'>> => ({ message: '', updateAvailable: false }));

  // The build properties of 3.4.1: version, artifact and name, nothing else.
  app.get('/api/system/info', { config: SYSADMIN }, async (): Promise<ApiSchema<'SystemInfo'>> => ({ version: '3.4.1', artifact: 'tbkit', name: 'tbkit' }));
}
