import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  assignmentCalls,
  assignmentOf,
  columnsForRole,
  deleteInTurn,
  inTurn,
  rowName,
  fieldError,
  formBody,
  formErrors,
  isTenantAdmin,
  NAME_MAX_LENGTH,
  ownerListPath,
  setDefaultPath,
} from '../../console/pages/entity-list/entity-list.logic.js';
import { EDGE_SECRET_LENGTH, randomAlphanumeric, withEdgeKeys } from '../../console/pages/edges/edges.logic.js';
import { entityViewsList, TARGET_FIELD } from '../../console/pages/entity-views/entity-views.logic.js';
import { newUserBase, usersListPath, usersScope, authorityLabel } from '../../console/pages/users/users.logic.js';
import {
  dashboardAssignmentCalls,
  dashboardColumns,
  dashboardsListPath,
  importedDashboard,
  namedCustomersOf,
  publicCustomerOf,
  publicDashboardLink,
} from '../../console/pages/dashboards/dashboards.logic.js';
import { ruleChainExport, ruleChainExportFileName, setRootPath } from '../../console/pages/rule-chains/rule-chains.logic.js';
import { auditPeriod, DAY_MS } from '../../console/pages/audit-logs/audit-logs.logic.js';
import { downloadFileName, hasFile, OTA_COLUMNS } from '../../console/pages/ota-updates/ota-updates.logic.js';
import { isSystemBundle } from '../../console/pages/widgets-bundles/widgets-bundles.logic.js';
import { TENANT_COLUMNS, tenantAdminsPath } from '../../console/pages/tenants/tenants.logic.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

describe('entity list rules', () => {
  it('uses the tenant call for a tenant administrator and the customer-scoped call for a customer user', () => {
    assert.equal(ownerListPath('TENANT_ADMIN', undefined, '/api/tenant/assetInfos', 'assetInfos'), '/api/tenant/assetInfos');
    assert.equal(ownerListPath('CUSTOMER_USER', 'c 1', '/api/tenant/assetInfos', 'assetInfos'), '/api/customer/c%201/assetInfos');
    assert.equal(ownerListPath('CUSTOMER_USER', undefined, '/api/tenant/assetInfos', 'assetInfos'), null);
    assert.equal(ownerListPath('SYS_ADMIN', undefined, '/api/tenant/assetInfos', 'assetInfos'), null);
  });

  it('lets only tenant administrators change what a tenant owns, and hides the customer columns from customer users', () => {
    assert.deepEqual((['TENANT_ADMIN', 'CUSTOMER_USER', 'SYS_ADMIN'] as const).map(isTenantAdmin), [true, false, false]);
    const columns = [{ key: 'name' }, { key: 'customerTitle' }, { key: 'customerIsPublic' }];
    assert.deepEqual(columnsForRole(columns, 'CUSTOMER_USER').map((c) => c.key), ['name']);
    assert.equal(columnsForRole(columns, 'TENANT_ADMIN').length, 3);
  });

  it('deletes one after another and stops at the first refusal', async () => {
    const asked: string[] = [];
    const done = await deleteInTurn(['a', 'b', 'c'], async (id) => {
      asked.push(id);
      return id !== 'b';
    });
    assert.equal(done, 1);
    assert.deepEqual(asked, ['a', 'b']);
    assert.equal(await inTurn(['x', 'y'], async () => true), 2);
  });

  it('names a row in a confirmation by its name, else its title, else its e-mail', () => {
    assert.equal(rowName({ name: '<b>Pump</b>', title: 'T' }), '<b>Pump</b>');
    assert.equal(rowName({ name: ' ', title: 'Customer A' }), 'Customer A');
    assert.equal(rowName({ email: 'user@example.com' }), 'user@example.com');
    assert.equal(rowName({ id: { id: 'x' } }), '');
  });

  it('requires filled fields, limits names to 255 characters and checks e-mail addresses', () => {
    assert.equal(NAME_MAX_LENGTH, 255);
    assert.equal(fieldError({ key: 'name', required: true }, '   '), 'lists:form.required');
    assert.equal(fieldError({ key: 'name' }, 'x'.repeat(255)), null);
    assert.equal(fieldError({ key: 'name' }, 'x'.repeat(256)), 'lists:form.max-length');
    assert.equal(fieldError({ key: 'd', maxLength: null }, 'x'.repeat(5000)), null);
    assert.equal(fieldError({ key: 'email', email: true }, 'not-an-address'), 'console:user.invalid-email-format');
    assert.equal(fieldError({ key: 'email', email: true }, ''), null);
    assert.deepEqual(formErrors([{ key: 'name', required: true }, { key: 'type', required: true }], { name: 'A' }), { type: 'lists:form.required' });
  });

  it('saves trimmed values at their dotted keys and leaves blank optional ones out', () => {
    const body = formBody([{ key: 'name' }, { key: 'label' }, { key: 'additionalInfo.description' }], { name: ' Pump ', label: ' ', 'additionalInfo.description': 'Basement' }, { authority: 'X' });
    assert.deepEqual(body, { authority: 'X', name: 'Pump', additionalInfo: { description: 'Basement' } });
  });

  it('tells public, assigned and unassigned rows apart and names their calls', () => {
    assert.equal(assignmentOf({ customerIsPublic: true, customerId: { id: 'p' } }), 'public');
    assert.equal(assignmentOf({ customerId: { id: 'c' } }), 'assigned');
    assert.equal(assignmentOf({ customerId: { id: NULL_UUID } }), 'unassigned');
    assert.equal(assignmentOf({}), 'unassigned');
    const calls = assignmentCalls('asset', 'a1');
    assert.equal(calls.assign('c1'), '/api/customer/c1/asset/a1');
    assert.equal(calls.unassign, '/api/customer/asset/a1');
    assert.equal(calls.makePublic, '/api/customer/public/asset/a1');
    assert.equal(calls.makePrivate, '/api/customer/asset/a1');
  });
});

describe('edges, entity views, users and dashboards lists', () => {
  it('generates a routing key and a 20-character secret when left blank, keeping given ones', () => {
    assert.equal(EDGE_SECRET_LENGTH, 20);
    const made = withEdgeKeys({ name: 'E' }, () => 'uuid-1', () => 0.5);
    assert.equal(made.routingKey, 'uuid-1');
    assert.match(String(made.secret), /^[A-Za-z0-9]{20}$/);
    assert.deepEqual(withEdgeKeys({ routingKey: 'k', secret: 's' }, () => 'x'), { routingKey: 'k', secret: 's' });
    assert.equal(randomAlphanumeric(3, () => 0), 'AAA');
  });

  it('adds an entity view with a type suggesting those in use and a target part that adds the entity, keys and period', () => {
    const fields = entityViewsList((key) => key, () => null).fields;
    assert.deepEqual(fields.map((f) => [f.key, f.input ?? 'text']), [['name', 'text'], ['type', 'subtype'], [TARGET_FIELD, 'custom'], ['additionalInfo.description', 'textarea']]);
    const target = fields[2]!.custom!;
    assert.equal(target.check(target.initial), 'pickers:entity.required-DEVICE');
    const picked = { ...(target.initial as object), entityId: 'd1', timeseries: ['temperature'] };
    assert.equal(target.check(picked), null);
    assert.deepEqual(target.toBody(picked), { entityId: { entityType: 'DEVICE', id: 'd1' }, keys: { timeseries: ['temperature'], attributes: { cs: [], ss: [], sh: [] } }, startTimeMs: 0, endTimeMs: 0 });
  });

  it('lists a tenant’s administrators for a system administrator and the tenant’s or a customer’s users for a tenant administrator', () => {
    assert.equal(usersListPath(usersScope('SYS_ADMIN', { tenantId: 't1' })), '/api/tenant/t1/users');
    assert.equal(usersScope('SYS_ADMIN', {}), null);
    assert.equal(usersListPath(usersScope('TENANT_ADMIN', { customerId: 'c1' })), '/api/customer/c1/users');
    assert.equal(usersListPath(usersScope('TENANT_ADMIN', {})), '/api/users');
    assert.equal(usersScope('CUSTOMER_USER', {}), null);
    assert.deepEqual(newUserBase({ kind: 'tenant', tenantId: 't1' }), { authority: 'TENANT_ADMIN', tenantId: { entityType: 'TENANT', id: 't1' } });
    assert.deepEqual(newUserBase({ kind: 'own' }, 'c2'), { authority: 'CUSTOMER_USER', customerId: { entityType: 'CUSTOMER', id: 'c2' } });
    assert.equal(authorityLabel('CUSTOMER_USER'), 'console:user.customer');
    assert.equal(tenantAdminsPath('t1'), '/users?tenantId=t1');
  });

  it('builds the public dashboard link /dashboard/{id}?publicId={customerId} and the assignment calls', () => {
    const row = { id: { id: 'd1' }, assignedCustomers: [{ customerId: { id: 'pub' }, title: 'Public', public: true }, { customerId: { id: 'c1' }, title: 'A' }] };
    assert.equal(publicCustomerOf(row), 'pub');
    assert.deepEqual(namedCustomersOf(row).map((c) => c.title), ['A']);
    assert.equal(publicCustomerOf({ id: { id: 'd2' }, assignedCustomers: null }), null);
    assert.equal(publicDashboardLink('https://tb.example', 'd1', 'pub'), 'https://tb.example/dashboard/d1?publicId=pub');
    const calls = dashboardAssignmentCalls('d1');
    assert.equal(calls.assign('c1'), '/api/customer/c1/dashboard/d1');
    assert.equal(calls.makePublic, '/api/customer/public/dashboard/d1');
    assert.equal(dashboardsListPath('CUSTOMER_USER', 'c1'), '/api/customer/c1/dashboards');
    assert.equal(dashboardsListPath('TENANT_ADMIN', undefined), '/api/tenant/dashboards');
    const columns = dashboardColumns('TENANT_ADMIN');
    assert.equal(columns.find((c) => c.key === 'assignedCustomers')?.value?.(row as never), 'A');
    assert.equal(columns.find((c) => c.key === 'publicCustomer')?.value?.(row as never), true);
    assert.deepEqual(dashboardColumns('CUSTOMER_USER').map((c) => c.key), ['createdTime', 'title']);
    assert.deepEqual(importedDashboard({ id: { id: 'x' }, title: 'T', configuration: {}, assignedCustomers: [] }), { title: 'T', configuration: {} });
  });
});

describe('profiles, rule chains, bundles, OTA updates and audit logs lists', () => {
  it('names the default, root and export calls', () => {
    assert.equal(setDefaultPath('deviceProfile', 'p1'), '/api/deviceProfile/p1/default');
    assert.equal(setRootPath('r1'), '/api/ruleChain/r1/root');
    assert.deepEqual(ruleChainExport({ id: { id: 'r1' }, tenantId: {}, name: 'Root', root: true, type: 'CORE' }, { ruleChainId: { id: 'r1' }, nodes: [] }), {
      ruleChain: { name: 'Root', type: 'CORE', root: false, firstRuleNodeId: null },
      metadata: { nodes: [] },
    });
    assert.equal(ruleChainExportFileName('Root Rule Chain'), 'root_rule_chain.json');
  });

  it('marks a bundle of the system tenant as a system bundle', () => {
    assert.equal(isSystemBundle({ tenantId: { id: NULL_UUID } }), true);
    assert.equal(isSystemBundle({ tenantId: { id: 't1' } }), false);
  });

  it('shows OTA file sizes with base 1024 and names downloads by x-filename', () => {
    const size = OTA_COLUMNS.find((c) => c.key === 'dataSize')!;
    assert.equal(size.value?.({ dataSize: 512 }), '512 bytes');
    assert.equal(size.value?.({ dataSize: 1536 }), '1.5 KB');
    assert.equal(downloadFileName('fw.bin', { fileName: 'other.bin' }, 'id'), 'fw.bin');
    assert.equal(downloadFileName(null, { fileName: 'other.bin' }, 'id'), 'other.bin');
    assert.equal(hasFile({ hasData: true }), true);
    assert.equal(hasFile({ url: 'https://x' }), false);
  });

  it('opens the audit logs on the last day and lists the tenant profile of each tenant', () => {
    assert.equal(DAY_MS, 86_400_000);
    const now = 1_700_000_000_000;
    assert.deepEqual(auditPeriod({ history: { timewindowMs: DAY_MS } }, now), { startTime: now - DAY_MS, endTime: now });
    assert.deepEqual(auditPeriod({ history: { fixedTimewindow: { startTimeMs: 5, endTimeMs: 9 } } }, now), { startTime: 5, endTime: 9 });
    assert.ok(TENANT_COLUMNS.some((c) => c.key === 'tenantProfileName'));
  });
});
