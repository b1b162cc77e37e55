import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { objectBody } from '../http/validate.js';
import { LOGIN_PROCESSING_URL, oauth2InfoJson, validateOAuth2Info } from './config.js';
import { deleteTemplate, listTemplates, saveTemplate } from './templates.js';
import { getSetting, putSetting } from '../settings/store.js';

const SYSADMIN = { auth: ['SYS_ADMIN'] as ['SYS_ADMIN'] };
const ADMINS = { auth: ['SYS_ADMIN', 'TENANT_ADMIN'] as ['SYS_ADMIN', 'TENANT_ADMIN'] };

/** Key of the admin setting holding the OAuth2 configuration (read by the login-button endpoint too). */
export const OAUTH2_SETTING_KEY = 'oauth2';

/** OAuth2 configuration, login processing URL and client registration templates. */
export default async function oauth2Routes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/oauth2/config', { config: SYSADMIN }, async () =>
    oauth2InfoJson(await getSetting(ctx.db, OAUTH2_SETTING_KEY)));

  app.post('/api/oauth2/config', { config: SYSADMIN }, async (req) => {
    const previous = await getSetting(ctx.db, OAUTH2_SETTING_KEY);
    const value = validateOAuth2Info(req.body, previous);
    await putSetting(ctx.db, OAUTH2_SETTING_KEY, value, undefined, ctx.now());
    return oauth2InfoJson(value);
  });

  // The controller returns the path already wrapped in quotes, so the body parses as a JSON string.
  app.get('/api/oauth2/loginProcessingUrl', { config: SYSADMIN }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(JSON.stringify(LOGIN_PROCESSING_URL)));

  app.get('/api/oauth2/config/template', { config: ADMINS }, async () => listTemplates(ctx.db));

  app.post('/api/oauth2/config/template', { config: SYSADMIN }, async (req) =>
    saveTemplate(ctx.db, objectBody(req.body), ctx.now()));

  app.delete('/api/oauth2/config/template/:clientRegistrationTemplateId', { config: SYSADMIN }, async (req, reply) => {
    const { clientRegistrationTemplateId } = req.params as { clientRegistrationTemplateId: string };
    await deleteTemplate(ctx.db, clientRegistrationTemplateId);
    return reply.status(200).send();
  });
}
