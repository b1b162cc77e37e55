import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as sdk from '../../sdk/index.js';

const CORE_EXPORTS = [
  'ApiError',
  'CONNECTION_ERROR_MESSAGE',
  'NO_AUTH_PREFIXES',
  'PRE_VERIFICATION_SCOPE',
  'RPC_PREFIXES',
  'SERVER_ERROR_CODE',
  'SERVER_ERROR_KEYS',
  'UNAUTHORIZED_MESSAGE',
  'VERIFICATION_CODE_INCORRECT_KEY',
  'VERIFICATION_CODE_INVALID_KEY',
  'VERIFICATION_CODE_MANY_REQUEST_KEY',
  'WS_TELEMETRY_PATH',
  'apiErrorOf',
  'apiPathOf',
  'authUserFromToken',
  'authorityOf',
  'classifyError',
  'createClient',
  'createEmitter',
  'createLocalStorageTokenStore',
  'createMemoryTokenStore',
  'createProviderTokenStore',
  'createTokenSession',
  'decodeJwt',
  'errorDisplayText',
  'isApiError',
  'isExpirationValid',
  'isRpcPath',
  'isServerErrorCode',
  'needsAuthHeader',
  'orderProviders',
  'resendDelayMs',
  'serverErrorKey',
  'storedTokensFor',
  'tokenLifetimeMs',
  'unwrap',
  'validateVerificationCode',
  'verificationCodeInput',
  'verificationFailure',
  'websocketUrlFor',
];

test('the package exports the client, auth, error and http names', () => {
  const missing = CORE_EXPORTS.filter((name) => !(name in sdk));
  assert.deepEqual(missing, []);
});

test('the package keeps the internal wiring private', () => {
  for (const name of ['createAuthFetch', 'createRawCall', 'createAuthApi', 'rememberApiError', 'toLoginResult']) {
    assert.equal(name in sdk, false, name);
  }
});

test('the package re-exports the realtime channel and helpers', () => {
  for (const name of ['createRealtimeChannel', 'TOKEN_STORAGE_KEYS', 'TOKEN_VALIDITY_MARGIN_MS', 'pageLink', 'entityId', 'alarmQueryString', 'saveVersion']) {
    assert.ok(name in sdk, name);
  }
});

test('the core package leaves catalogues and OTA upload to their own entry points', async () => {
  for (const name of ['ENTITY_TYPES', 'saveOtaPackage', 'computeChecksum']) {
    assert.equal(name in sdk, false, name);
  }
  const ota = await import('../../sdk/ota.js');
  assert.equal(typeof ota.saveOtaPackage, 'function');
  assert.equal(typeof ota.computeChecksum, 'function');
  const catalogues = await import('../../sdk/catalogues/index.js');
  assert.ok('ENTITY_TYPES' in catalogues);
});
