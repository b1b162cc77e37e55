import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  autoSelectedGateway,
  createGatewayFlow,
  gatewayListPath,
  gatewayPageQuery,
  gatewaysOfDevices,
  matchingGateways,
  GATEWAY_LIST_TIMEOUT_MS,
  mayCreateGateway,
  newGatewayDevice,
  offersCreate,
  type CreateGatewayCalls,
} from '../../elements/entity-gateway-select/entity-gateway-select.logic.js';
import { quotedSearch } from '../../elements/entity-autocomplete/entity-autocomplete.logic.js';
import en from '../../elements/pickers/i18n/locales/en_US.js';

const G1 = { id: 'g1', name: 'Gateway A' };
const G2 = { id: 'g2', name: 'Gateway B' };
const G3 = { id: 'g3', name: 'Plant gateway' };

describe('gateway select list (shared-controls §6: "a system administrator gets an empty list; others get devices flagged as gateways")', () => {
  it('lists nothing for a system administrator, the customer devices for a customer user, the tenant devices otherwise', () => {
    assert.equal(gatewayListPath('SYS_ADMIN', null), null);
    assert.equal(gatewayListPath('TENANT_ADMIN', null), '/api/tenant/devices');
    assert.equal(gatewayListPath('CUSTOMER_USER', 'c 1'), '/api/customer/c%201/devices');
    assert.equal(gatewayListPath('CUSTOMER_USER', null), null);
  });
  it('reads every page of devices by name', () => {
    assert.deepEqual(gatewayPageQuery(2), { pageSize: 1000, page: 2, sortProperty: 'name', sortOrder: 'ASC' });
  });
  it('keeps only the devices whose additionalInfo.gateway is true (§3 Device gateway)', () => {
    assert.deepEqual(
      gatewaysOfDevices([
        { id: { id: 'g1' }, name: 'Gateway A', additionalInfo: { gateway: true } },
        { id: { id: 'd1' }, name: 'Pump', additionalInfo: { gateway: false } },
        { id: { id: 'd2' }, name: 'Meter', additionalInfo: null },
        { id: { id: 'd3' }, name: 'Odd', additionalInfo: { gateway: 'true' } },
        { name: 'No id', additionalInfo: { gateway: true } },
      ]),
      [G1],
    );
    assert.deepEqual(gatewaysOfDevices(undefined), []);
  });
  it('matches the typed text anywhere in the name, ignoring case', () => {
    assert.deepEqual(matchingGateways([G1, G2, G3], ' GATEWAY b'), [G2]);
    assert.deepEqual(matchingGateways([G1, G2, G3], 'gateway'), [G1, G2, G3]);
    assert.deepEqual(matchingGateways([G1, G2, G3], ''), [G1, G2, G3]);
  });
  it('waits 10 s for the list before saying it did not load', () => {
    assert.equal(GATEWAY_LIST_TIMEOUT_MS, 10_000);
    assert.equal(en.gateway['load-timeout'].replace('{{seconds}}', String(GATEWAY_LIST_TIMEOUT_MS / 1000)), 'The gateways did not load: no answer within 10 s.');
  });
  it("quotes 6 characters of the search then an ellipsis in 'no gateways matching'", () => {
    assert.equal(en.gateway['no-gateways-matching'].replace('{{text}}', quotedSearch('Gateway Z')), "No gateways match '\u2068Gatewa…\u2069'.");
  });
});

describe('gateway select auto-selection (§4: "when the list loads with nothing typed it auto-selects the gateway matching the device name, else the first")', () => {
  it('chooses the gateway named like the device', () => {
    assert.deepEqual(autoSelectedGateway([G1, G2, G3], '', 'Gateway B'), G2);
  });
  it('chooses the first gateway when none has the device name, or no name is given', () => {
    assert.deepEqual(autoSelectedGateway([G1, G2], '', 'Other'), G1);
    assert.deepEqual(autoSelectedGateway([G1, G2], '', null), G1);
  });
  it('keeps a stored gateway found in the list', () => {
    assert.deepEqual(autoSelectedGateway([G1, G2, G3], '', 'Gateway B', 'g3'), G3);
  });
  it('prefers the gateway of a new device name over the chosen one when the list loads again for that name, keeping the chosen one otherwise', () => {
    assert.deepEqual(autoSelectedGateway([G1, G2, G3], '', 'Gateway B', 'g3', true), G2);
    assert.deepEqual(autoSelectedGateway([G1, G2, G3], '', 'Nowhere', 'g3', true), G3);
  });
  it('chooses nothing when something is typed or there is no gateway', () => {
    assert.equal(autoSelectedGateway([G1, G2], 'Gate', 'Gateway A'), null);
    assert.equal(autoSelectedGateway([], '', 'Gateway A'), null);
  });
  it('offers "create new" to a tenant administrator only, who alone may save devices', () => {
    assert.equal(mayCreateGateway('TENANT_ADMIN'), true);
    assert.equal(mayCreateGateway('SYS_ADMIN'), false);
    assert.equal(mayCreateGateway('CUSTOMER_USER'), false);
    assert.equal(mayCreateGateway(undefined), false);
  });
  it('offers "create new" for a typed name no gateway has exactly', () => {
    assert.equal(offersCreate([G1, G2], 'Gateway C'), true);
    assert.equal(offersCreate([G1, G2], ' Gateway A '), false);
    assert.equal(offersCreate([G1, G2], '  '), false);
  });
});

describe('gateway create-new flow (§4: confirm, then name exists or create and select; decline clears)', () => {
  function calls(answers: { confirm: boolean; exists: boolean; created?: boolean }) {
    const made: string[] = [];
    const spy: CreateGatewayCalls = {
      confirm: async (name) => (made.push(`confirm ${name}`), answers.confirm),
      deviceExists: async (name) => (made.push(`exists ${name}`), answers.exists),
      create: async (name) => (made.push(`create ${name}`), answers.created === false ? null : { id: 'new', name }),
    };
    return { made, spy };
  }
  it('on decline makes no call and ends "declined" (the input is then cleared)', async () => {
    const { made, spy } = calls({ confirm: false, exists: false });
    assert.deepEqual(await createGatewayFlow(' Gateway C ', spy), { outcome: 'declined' });
    assert.deepEqual(made, ['confirm Gateway C']);
  });
  it('on confirm with a device of that name signals that the name exists and creates nothing', async () => {
    const { made, spy } = calls({ confirm: true, exists: true });
    assert.deepEqual(await createGatewayFlow('Pump', spy), { outcome: 'exists', name: 'Pump' });
    assert.deepEqual(made, ['confirm Pump', 'exists Pump']);
  });
  it('on confirm with a free name creates the gateway device and answers it to be selected', async () => {
    const { made, spy } = calls({ confirm: true, exists: false });
    assert.deepEqual(await createGatewayFlow('Gateway C', spy), { outcome: 'created', gateway: { id: 'new', name: 'Gateway C' } });
    assert.deepEqual(made, ['confirm Gateway C', 'exists Gateway C', 'create Gateway C']);
  });
  it('answers "failed" when saving fails', async () => {
    const { spy } = calls({ confirm: true, exists: false, created: false });
    assert.deepEqual(await createGatewayFlow('Gateway C', spy), { outcome: 'failed', name: 'Gateway C' });
  });
  it('saves {name, label null, type "Gateway", additionalInfo.gateway true} (§3 Device gateway)', () => {
    assert.deepEqual(newGatewayDevice(' Gateway C '), { name: 'Gateway C', label: null, type: 'Gateway', additionalInfo: { gateway: true } });
    assert.equal(newGatewayDevice('G', 'Edge box').type, 'Edge box');
    assert.equal(newGatewayDevice('G', '').type, 'Gateway');
  });
});
