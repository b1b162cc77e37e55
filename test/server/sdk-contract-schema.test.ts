import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkAnswer, templateOf } from './sdk-contract-schema.js';

const DEVICE_ID = { entityType: 'DEVICE', id: '6875da90-7e20-4216-adad-6ce7e36f1cb5' };
const credentials = { id: { id: '1f342fe9-e051-4165-b7dc-cec20e4aeed1' }, createdTime: 1, deviceId: DEVICE_ID, credentialsType: 'ACCESS_TOKEN', credentialsId: 't', credentialsValue: null };
const path = `/api/device/${DEVICE_ID.id}/credentials`;

test('matches request paths to the most specific path template of the document', () => {
  assert.equal(templateOf('get', '/api/device/types'), '/api/device/types');
  assert.equal(templateOf('get', `/api/device/${DEVICE_ID.id}`), '/api/device/{deviceId}');
  assert.equal(templateOf('post', `/api/customer/public/device/${DEVICE_ID.id}`), '/api/customer/public/device/{deviceId}');
  assert.equal(templateOf('get', '/api/no/such/path'), undefined);
});

test('accepts an answer that fits its schema exactly', () => {
  assert.equal(checkAnswer('GET', path, 200, credentials), undefined);
});

test('reports a value of the wrong type and a missing required field', () => {
  const found = checkAnswer('GET', path, 200, { ...credentials, credentialsId: 5, deviceId: undefined });
  assert.equal(found?.path, '/api/device/{deviceId}/credentials');
  assert.ok(found.errors.some((e) => e.startsWith('/credentialsId must be string')), found.errors.join('\n'));
  assert.ok(found.errors.some((e) => e.includes("must have required property 'deviceId'")), found.errors.join('\n'));
});

test('reports fields the document does not declare, through references and arrays', () => {
  const found = checkAnswer('GET', path, 200, { ...credentials, id: { entityType: 'DEVICE_CREDENTIALS', id: credentials.id.id } });
  assert.deepEqual(found?.errors, ['/id/entityType is not declared']);
  const page = { data: [{ id: { id: 'a' }, extra: 1 }, { id: { id: 'b' }, extra: 2 }], totalPages: 1, totalElements: 2, hasNext: false };
  assert.deepEqual(checkAnswer('GET', '/api/audit/logs', 200, page)?.errors, ['/data/*/extra is not declared']);
});

test('checks error bodies against the error schema', () => {
  const error = { status: 404, message: "Requested item wasn't found!", errorCode: 32, timestamp: '2026-01-01T00:00:00.000Z' };
  assert.equal(checkAnswer('GET', path, 404, error), undefined);
  assert.ok(checkAnswer('GET', path, 404, { ...error, errorCode: 'x' }));
});
