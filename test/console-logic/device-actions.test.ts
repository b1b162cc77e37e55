import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connectivityCommands, httpCommand, MQTT_PORT, mqttCommand, SAMPLE_TELEMETRY, shellWord, TELEMETRY_TOPIC } from '../../console/pages/devices/check-connectivity.logic.js';
import { canClaimDevices, canUnclaim, claimOutcome, claimOutcomeKey, claimPath } from '../../console/pages/devices/device-claim.logic.js';
import { EMPTY_DEVICE_FORM, newDeviceBody } from '../../console/pages/devices/devices.logic.js';

const SERVER = { origin: 'https://iot.example.com', hostname: 'iot.example.com' };

describe('check connectivity commands', () => {
  it('publishes to the telemetry topic of the device transport defaults on the MQTT port 1883', () => {
    assert.equal(TELEMETRY_TOPIC, 'v1/devices/me/telemetry');
    assert.equal(MQTT_PORT, 1883);
    assert.equal(SAMPLE_TELEMETRY, '{"temperature":25}');
  });

  it('posts through the device HTTP API with the token in the path and publishes with the token as user name', () => {
    const commands = connectivityCommands({ deviceId: { entityType: 'DEVICE', id: 'd' }, credentialsType: 'ACCESS_TOKEN', credentialsId: 'A1_TOKEN' }, SERVER);
    assert.equal(commands.http, `curl -v -X POST https://iot.example.com/api/v1/A1_TOKEN/telemetry --header 'Content-Type: application/json' --data '{"temperature":25}'`);
    assert.equal(commands.mqtt, `mosquitto_pub -d -q 1 -h iot.example.com -p 1883 -t v1/devices/me/telemetry -u A1_TOKEN -m '{"temperature":25}'`);
  });

  it('gives MQTT basic credentials only the MQTT command, with client id, user name and password', () => {
    const commands = connectivityCommands(
      { deviceId: { entityType: 'DEVICE', id: 'd' }, credentialsType: 'MQTT_BASIC', credentialsValue: '{"clientId":"pump-1","userName":"pump","password":"it\'s"}' },
      SERVER,
    );
    assert.equal(commands.http, null);
    assert.equal(commands.mqtt, `mosquitto_pub -d -q 1 -h iot.example.com -p 1883 -t v1/devices/me/telemetry -i pump-1 -u pump -P 'it'\\''s' -m '{"temperature":25}'`);
  });

  it('has no commands for certificates and LwM2M', () => {
    for (const credentialsType of ['X509_CERTIFICATE', 'LWM2M_CREDENTIALS'] as const) {
      assert.deepEqual(connectivityCommands({ deviceId: { entityType: 'DEVICE', id: 'd' }, credentialsType, credentialsValue: 'x' }, SERVER), { http: null, mqtt: null });
    }
  });

  it('quotes words a shell would split or expand, and encodes a token in the URL path', () => {
    assert.equal(shellWord('abc-1.2'), 'abc-1.2');
    assert.equal(shellWord('a b'), "'a b'");
    assert.equal(shellWord('$(rm)'), "'$(rm)'");
    assert.equal(httpCommand('http://localhost:8080', 'a/b c'), `curl -v -X POST http://localhost:8080/api/v1/a%2Fb%20c/telemetry --header 'Content-Type: application/json' --data '{"temperature":25}'`);
    assert.equal(mqttCommand('localhost', {}), `mosquitto_pub -d -q 1 -h localhost -p 1883 -t v1/devices/me/telemetry -m '{"temperature":25}'`);
  });
});

describe('claiming devices', () => {
  it('lets customer users claim, and unclaim their own customer\'s devices', () => {
    assert.equal(canClaimDevices('CUSTOMER_USER'), true);
    assert.equal(canClaimDevices('TENANT_ADMIN'), false);
    assert.equal(canUnclaim('CUSTOMER_USER', { customerId: { id: 'c-1' } }, 'c-1'), true);
    assert.equal(canUnclaim('CUSTOMER_USER', { customerId: { id: 'c-2' } }, 'c-1'), false);
    assert.equal(canUnclaim('TENANT_ADMIN', { customerId: { id: 'c-1' } }, 'c-1'), false);
  });

  it('claims by the device name as one path segment', () => {
    assert.equal(claimPath('Pump 1/a'), '/api/customer/device/Pump%201%2Fa/claim');
  });

  it('tells SUCCESS, FAILURE and CLAIMED apart, and shows other refusals with the server message', () => {
    assert.deepEqual(claimOutcome(true, { device: {}, response: 'SUCCESS' }, ''), { kind: 'claimed' });
    assert.deepEqual(claimOutcome(false, { device: null, response: 'FAILURE' }, 'Bad Request'), { kind: 'failure' });
    assert.deepEqual(claimOutcome(false, { device: null, response: 'CLAIMED' }, 'Bad Request'), { kind: 'already-claimed' });
    assert.deepEqual(claimOutcome(false, { status: 404, message: 'Requested item wasn\'t found!' }, 'Requested item wasn\'t found!'), { kind: 'refused', message: 'Requested item wasn\'t found!' });
    assert.equal(claimOutcomeKey({ kind: 'failure' }), 'devices:claim.failure');
    assert.equal(claimOutcomeKey({ kind: 'already-claimed' }), 'devices:claim.already-claimed');
    assert.equal(claimOutcomeKey({ kind: 'refused', message: 'x' }), 'devices:claim.refused');
  });
});

describe('adding a device', () => {
  it('sends the name, the chosen profile and the gateway flags in additionalInfo', () => {
    assert.deepEqual(newDeviceBody({ ...EMPTY_DEVICE_FORM, name: ' Gate 1 ', gateway: true, overwriteActivityTime: true, deviceProfileId: 'p-1', description: ' roof ' }), {
      name: 'Gate 1',
      deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-1' },
      additionalInfo: { gateway: true, overwriteActivityTime: true, description: 'roof' },
    });
  });

  it('leaves the profile to the server\'s default and drops overwriteActivityTime for a device that is no gateway', () => {
    assert.deepEqual(newDeviceBody({ ...EMPTY_DEVICE_FORM, name: 'Pump', label: ' Basement ', overwriteActivityTime: true }), {
      name: 'Pump',
      label: 'Basement',
      additionalInfo: { gateway: false, overwriteActivityTime: false, description: '' },
    });
  });
});
