import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ACCESS_TOKEN_MAX_LENGTH,
  credentialsBody,
  credentialsErrors,
  credentialsFormOf,
  credentialsTypeLabel,
  defaultLwm2mCredentials,
  DEVICE_CREDENTIALS_TYPES,
  generateAccessToken,
  GENERATED_TOKEN_LENGTH,
  mqttPartsOf,
  type CredentialsForm,
  type DeviceCredentials,
} from '../../console/pages/devices/device-credentials.logic.js';

const DEVICE_ID = { entityType: 'DEVICE' as const, id: 'd-1' };
const TOKEN: DeviceCredentials = { id: { id: 'c-1' }, deviceId: DEVICE_ID, credentialsType: 'ACCESS_TOKEN', credentialsId: 'A1_TEST_TOKEN', credentialsValue: null };
const form = (changes: Partial<CredentialsForm>): CredentialsForm => ({ ...credentialsFormOf(TOKEN, 'Pump', () => 'GENERATED'), ...changes });

describe('device credentials rules', () => {
  it('offers the four kinds of console-core §3 in their order', () => {
    assert.deepEqual([...DEVICE_CREDENTIALS_TYPES], ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC', 'LWM2M_CREDENTIALS']);
    assert.equal(credentialsTypeLabel('MQTT_BASIC'), 'devices:credentials.types.MQTT_BASIC');
    assert.equal(credentialsTypeLabel('SOMETHING'), 'devices:credentials.types.ACCESS_TOKEN');
  });

  it('starts from the stored kind and its values', () => {
    assert.equal(credentialsFormOf(TOKEN, 'Pump').accessToken, 'A1_TEST_TOKEN');
    const mqtt = credentialsFormOf({ ...TOKEN, credentialsType: 'MQTT_BASIC', credentialsValue: '{"clientId":"c","userName":"u","password":"p"}' }, 'Pump', () => 'NEW');
    assert.deepEqual([mqtt.type, mqtt.clientId, mqtt.userName, mqtt.password, mqtt.accessToken], ['MQTT_BASIC', 'c', 'u', 'p', 'NEW']);
    const cert = credentialsFormOf({ ...TOKEN, credentialsType: 'X509_CERTIFICATE', credentialsValue: 'MIIB' }, 'Pump');
    assert.equal(cert.certificate, 'MIIB');
    const lwm2m = credentialsFormOf({ ...TOKEN, credentialsType: 'LWM2M_CREDENTIALS', credentialsValue: '{"client":{"endpoint":"e"}}' }, 'Pump');
    assert.equal(lwm2m.lwm2m, '{\n  "client": {\n    "endpoint": "e"\n  }\n}');
  });

  it('gives LwM2M a no-security client with the device name as endpoint', () => {
    const value = JSON.parse(defaultLwm2mCredentials('Pump 1')) as { client: Record<string, string> };
    assert.deepEqual(value.client, { securityConfigClientMode: 'NO_SEC', endpoint: 'Pump 1' });
  });

  it('generates tokens of 20 letters and digits', () => {
    const token = generateAccessToken();
    assert.equal(GENERATED_TOKEN_LENGTH, 20);
    assert.match(token, /^[A-Za-z0-9]{20}$/);
    assert.equal(generateAccessToken((b) => b.fill(0)), 'A'.repeat(20));
  });

  it('requires an access token of at most 255 characters', () => {
    assert.equal(ACCESS_TOKEN_MAX_LENGTH, 255);
    assert.deepEqual(credentialsErrors(form({ accessToken: '  ' })), { accessToken: 'devices:credentials.access-token-required' });
    assert.deepEqual(credentialsErrors(form({ accessToken: 'x'.repeat(255) })), {});
    assert.deepEqual(credentialsErrors(form({ accessToken: 'x'.repeat(256) })), { accessToken: 'devices:credentials.access-token-max-length' });
  });

  it('requires a certificate', () => {
    assert.deepEqual(credentialsErrors(form({ type: 'X509_CERTIFICATE', certificate: '' })), { certificate: 'devices:credentials.certificate-required' });
    assert.deepEqual(credentialsErrors(form({ type: 'X509_CERTIFICATE', certificate: '-----BEGIN CERTIFICATE-----' })), {});
  });

  it('needs a client id or a user name for MQTT basic, and a user name beside a password', () => {
    const both = 'devices:credentials.client-id-or-user-name';
    assert.deepEqual(credentialsErrors(form({ type: 'MQTT_BASIC' })), { clientId: both, userName: both });
    assert.deepEqual(credentialsErrors(form({ type: 'MQTT_BASIC', clientId: 'c' })), {});
    assert.deepEqual(credentialsErrors(form({ type: 'MQTT_BASIC', userName: 'u', password: 'p' })), {});
    assert.deepEqual(credentialsErrors(form({ type: 'MQTT_BASIC', clientId: 'c', password: 'p' })), { password: 'devices:credentials.password-needs-user-name' });
  });

  it('needs LwM2M credentials as a JSON object', () => {
    assert.deepEqual(credentialsErrors(form({ type: 'LWM2M_CREDENTIALS', lwm2m: ' ' })), { lwm2m: 'devices:credentials.lwm2m-required' });
    assert.deepEqual(credentialsErrors(form({ type: 'LWM2M_CREDENTIALS', lwm2m: '{"client":' })), { lwm2m: 'devices:credentials.lwm2m-invalid' });
    assert.deepEqual(credentialsErrors(form({ type: 'LWM2M_CREDENTIALS', lwm2m: '[1]' })), { lwm2m: 'devices:credentials.lwm2m-invalid' });
    assert.deepEqual(credentialsErrors(form({ type: 'LWM2M_CREDENTIALS' })), {});
  });

  it('saves only the chosen kind, keeping the record and device ids', () => {
    const keep = { id: { id: 'c-1' }, deviceId: DEVICE_ID };
    assert.deepEqual(credentialsBody(TOKEN, form({ accessToken: ' T2 ' })), { ...keep, credentialsType: 'ACCESS_TOKEN', credentialsId: 'T2', credentialsValue: null });
    assert.deepEqual(credentialsBody(TOKEN, form({ type: 'MQTT_BASIC', clientId: ' c ', userName: '', password: '' })), {
      ...keep,
      credentialsType: 'MQTT_BASIC',
      credentialsValue: '{"clientId":"c","userName":null,"password":null}',
    });
    assert.deepEqual(credentialsBody(TOKEN, form({ type: 'X509_CERTIFICATE', certificate: ' PEM\n' })), { ...keep, credentialsType: 'X509_CERTIFICATE', credentialsValue: 'PEM' });
    assert.deepEqual(credentialsBody(TOKEN, form({ type: 'LWM2M_CREDENTIALS', lwm2m: '{ "client": { "endpoint": "e" } }' })), {
      ...keep,
      credentialsType: 'LWM2M_CREDENTIALS',
      credentialsValue: '{"client":{"endpoint":"e"}}',
    });
  });

  it('reads MQTT parts from stored JSON and blanks from anything else', () => {
    assert.deepEqual(mqttPartsOf('{"clientId":null,"userName":"u"}'), { clientId: '', userName: 'u', password: '' });
    assert.deepEqual(mqttPartsOf('not json'), { clientId: '', userName: '', password: '' });
  });
});
