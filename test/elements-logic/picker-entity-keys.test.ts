import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { entityKeysPath, matchingKeys } from '../../elements/entity-keys-list/entity-keys-list.logic.js';

describe('entity keys list (shared-controls §5, §7)', () => {
  it('reads time-series or attribute keys of an entity', () => {
    assert.equal(entityKeysPath('DEVICE', 'd1', 'timeseries'), '/api/plugins/telemetry/DEVICE/d1/keys/timeseries');
    assert.equal(entityKeysPath('ASSET', 'a 1', 'attributes'), '/api/plugins/telemetry/ASSET/a%201/keys/attributes');
  });
  it('suggests keys holding the text ignoring case, once each, without the chosen ones, sorted', () => {
    assert.deepEqual(matchingKeys(['temperature', 'Temp2', 'humidity', 'temperature'], 'TEMP', []), ['Temp2', 'temperature']);
    assert.deepEqual(matchingKeys(['a', 'b'], '', ['a']), ['b']);
  });
});
