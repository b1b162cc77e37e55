import type { ApiSchema } from '../../sdk/api-schema.js';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { boolParam } from '../http/validate.js';

const TENANT_OR_CUSTOMER = { auth: ['TENANT_ADMIN', 'CUSTOMER_USER'] as ['TENANT_ADMIN', 'CUSTOMER_USER'] };

/** CoAP ports of the LwM2M server and of the bootstrap server (plain, then DTLS). */
export const LWM2M_PORTS = { server: 5685, serverSecure: 5686, bootstrap: 5687, bootstrapSecure: 5688 } as const;

/** The security defaults a device profile offers for the LwM2M server or the bootstrap server of this installation. */
export function lwm2mServerDefaults(bootstrap: boolean): ApiSchema<'LwM2MServerSecurityConfigDefault'> {
  return {
    shortServerId: bootstrap ? 111 : 123,
    bootstrapServerIs: bootstrap,
    host: 'localhost',
    port: bootstrap ? LWM2M_PORTS.bootstrap : LWM2M_PORTS.server,
    securityHost: 'localhost',
    securityPort: bootstrap ? LWM2M_PORTS.bootstrapSecure : LWM2M_PORTS.serverSecure,
    clientHoldOffTime: 1,
    serverPublicKey: '',
    serverCertificate: '',
    bootstrapServerAccountTimeout: 0,
    lifetime: 300,
    defaultMinPeriod: 1,
    notifIfDisabled: true,
    binding: 'U',
  };
}

/** LwM2M helpers: server security defaults and saving a device together with its LwM2M credentials. */
export default async function lwm2mRoutes(app: FastifyInstance, _ctx: ServerContext): Promise<void> {
  app.get('/api/lwm2m/deviceProfile/bootstrap/:isBootstrapServer', { config: TENANT_OR_CUSTOMER }, async (req) => {
    const { isBootstrapServer } = req.params as { isBootstrapServer: string };
    return lwm2mServerDefaults(boolParam(isBootstrapServer, 'isBootstrapServer'));
  });

  // Same body and answer as the device-with-credentials endpoint, which does the work.
  app.post('/api/lwm2m/device-credentials', { config: { auth: ['TENANT_ADMIN'] } }, async (req, reply) => {
    const auth = req.headers['x-authorization'] ?? req.headers.authorization;
    const res = await app.inject({
      method: 'POST', url: '/api/device-with-credentials',
      headers: { 'content-type': 'application/json', ...(auth ? { 'x-authorization': String(auth) } : {}) },
      payload: JSON.stringify(req.body ?? null),
    });
    return reply.status(res.statusCode).type(String(res.headers['content-type'] ?? 'application/json')).send(res.body);
  });
}
