import { mqttPartsOf, type DeviceCredentials } from './device-credentials.logic.js';

/** The MQTT port the commands name: ThingsBoard's default MQTT transport port. */
export const MQTT_PORT = 1883;

/** The topic a device publishes telemetry to (shared-controls §9, device transport defaults). */
export const TELEMETRY_TOPIC = 'v1/devices/me/telemetry';

/** The reading the commands send. */
export const SAMPLE_TELEMETRY = '{"temperature":25}';

/** A word for a POSIX shell: as it is when it holds only safe characters, else in single quotes. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The curl command posting {@link SAMPLE_TELEMETRY} through the device HTTP API at `origin` with an access token. */
export function httpCommand(origin: string, token: string): string {
  const url = `${origin}/api/v1/${encodeURIComponent(token)}/telemetry`;
  return `curl -v -X POST ${shellWord(url)} --header 'Content-Type: application/json' --data ${shellWord(SAMPLE_TELEMETRY)}`;
}

/** The mosquitto_pub command publishing {@link SAMPLE_TELEMETRY} to `host` with the given MQTT identity. */
export function mqttCommand(host: string, identity: { clientId?: string; userName?: string; password?: string }): string {
  const parts = ['mosquitto_pub -d -q 1', `-h ${shellWord(host)}`, `-p ${MQTT_PORT}`, `-t ${TELEMETRY_TOPIC}`];
  if (identity.clientId) parts.push(`-i ${shellWord(identity.clientId)}`);
  if (identity.userName) parts.push(`-u ${shellWord(identity.userName)}`);
  if (identity.password) parts.push(`-P ${shellWord(identity.password)}`);
  parts.push(`-m ${shellWord(SAMPLE_TELEMETRY)}`);
  return parts.join(' ');
}

/** The commands of a device's credentials: HTTP and MQTT for an access token, MQTT for MQTT basic, none for the others. */
export function connectivityCommands(credentials: DeviceCredentials, server: { origin: string; hostname: string }): { http: string | null; mqtt: string | null } {
  if (credentials.credentialsType === 'ACCESS_TOKEN' && credentials.credentialsId) {
    return { http: httpCommand(server.origin, credentials.credentialsId), mqtt: mqttCommand(server.hostname, { userName: credentials.credentialsId }) };
  }
  if (credentials.credentialsType === 'MQTT_BASIC') return { http: null, mqtt: mqttCommand(server.hostname, mqttPartsOf(credentials.credentialsValue)) };
  return { http: null, mqtt: null };
}
