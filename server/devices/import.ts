import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { SecurityUser } from '../auth/types.js';
import { applyCommonColumns, familyLineImporter, type BulkLine, type LineImporter } from '../bulk-import/bulk-import.js';
import type { EventSink } from '../entities/changes.js';
import { findByName } from '../entities/family.js';
import { DEVICE_FAMILY, saveDevice } from './service.js';
import { findCredentialsByDevice, formatCredentials, updateCredentials, type FormattedCredentials } from './credentials.js';

function mqttCredentials(line: BulkLine): FormattedCredentials | undefined {
  const clientId = line.fields.get('MQTT_CLIENT_ID');
  const userName = line.fields.get('MQTT_USER_NAME');
  const password = line.fields.get('MQTT_PASSWORD');
  if (clientId === undefined && userName === undefined && password === undefined) return undefined;
  return formatCredentials({ credentialsType: 'MQTT_BASIC', credentialsValue: JSON.stringify({ clientId, userName, password }) });
}

function lwm2mCredentials(line: BulkLine): FormattedCredentials | undefined {
  const f = (k: string) => line.fields.get(k);
  if (f('LWM2M_CLIENT_ENDPOINT') === undefined) return undefined;
  const server = (mode: string | undefined, publicKey: string | undefined, secret: string | undefined) =>
    ({ securityMode: mode ?? 'NO_SEC', clientPublicKeyOrId: publicKey ?? null, clientSecretKey: secret ?? null });
  return formatCredentials({
    credentialsType: 'LWM2M_CREDENTIALS',
    credentialsValue: JSON.stringify({
      client: {
        securityConfigClientMode: f('LWM2M_CLIENT_SECURITY_CONFIG_MODE') ?? 'NO_SEC', endpoint: f('LWM2M_CLIENT_ENDPOINT'),
        identity: f('LWM2M_CLIENT_IDENTITY'), key: f('LWM2M_CLIENT_KEY'), cert: f('LWM2M_CLIENT_CERT'),
      },
      bootstrap: {
        bootstrapServer: server(f('LWM2M_BOOTSTRAP_SERVER_SECURITY_MODE'), f('LWM2M_BOOTSTRAP_SERVER_PUBLIC_KEY_OR_ID'), f('LWM2M_BOOTSTRAP_SERVER_SECRET_KEY')),
        lwm2mServer: server(f('LWM2M_SERVER_SECURITY_MODE'), f('LWM2M_SERVER_CLIENT_PUBLIC_KEY_OR_ID'), f('LWM2M_SERVER_CLIENT_SECRET_KEY')),
      },
    }),
  });
}

/** The credentials named by a bulk-import line (access token, X.509, MQTT or LwM2M columns); undefined when none. */
export function lineCredentials(line: BulkLine): FormattedCredentials | undefined {
  const token = line.fields.get('ACCESS_TOKEN');
  if (token !== undefined) return formatCredentials({ credentialsType: 'ACCESS_TOKEN', credentialsId: token });
  const cert = line.fields.get('X509');
  if (cert !== undefined) return formatCredentials({ credentialsType: 'X509_CERTIFICATE', credentialsValue: cert });
  return mqttCredentials(line) ?? lwm2mCredentials(line);
}

/** Applies a line's NAME, TYPE (profile name), LABEL, DESCRIPTION and IS_GATEWAY to a device body. */
export function deviceBodyFromLine(current: Record<string, unknown>, line: BulkLine): Record<string, unknown> {
  const body = applyCommonColumns(current, line);
  if (line.fields.has('TYPE')) delete body.deviceProfileId;
  const gateway = line.fields.get('IS_GATEWAY');
  if (gateway !== undefined) {
    const info = body.additionalInfo && typeof body.additionalInfo === 'object' ? body.additionalInfo as Record<string, unknown> : {};
    body.additionalInfo = { ...info, gateway: gateway.trim().toLowerCase() === 'true' };
  }
  return body;
}

async function saveLine(ctx: ServerContext, q: Queryable, events: EventSink, user: SecurityUser, body: Record<string, unknown>, line: BulkLine) {
  const credentials = lineCredentials(line);
  const row = await saveDevice(ctx, q, events, user, body, { credentials });
  if (credentials && body.id) {
    const current = await findCredentialsByDevice(q, row.id);
    if (current) await updateCredentials(q, current.id, credentials);
  }
  return row;
}

/** The line importer of `POST /api/device/bulk_import`. */
export function deviceLineImporter(ctx: ServerContext, user: SecurityUser): LineImporter {
  return familyLineImporter(ctx, {
    entityType: 'DEVICE',
    findByName: (q, name) => findByName(q, DEVICE_FAMILY, user.tenantId, name),
    toJson: DEVICE_FAMILY.toJson,
    save: (q, events, body, line) => saveLine(ctx, q, events, user, body, line),
    toBody: deviceBodyFromLine,
    duplicateMessage: 'Device with such name already exists!',
  });
}
