import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { NULL_CUSTOMER_ID, dashboardListPath, dashboardSearchQuery, dashboardsOfPage } from '../../elements/dashboard-select/dashboard-select.logic.js';

describe('dashboard select roles (shared-controls §6)', () => {
  it("gives a customer user, or a customer scope, the customer's dashboards, none without a customer or with the null id", () => {
    assert.equal(dashboardListPath('CUSTOMER_USER', null, 'c1'), '/api/customer/c1/dashboards');
    assert.equal(dashboardListPath('TENANT_ADMIN', 'customer', 'c2'), '/api/customer/c2/dashboards');
    assert.equal(dashboardListPath('CUSTOMER_USER', null, null), null);
    assert.equal(dashboardListPath('TENANT_ADMIN', 'customer', NULL_CUSTOMER_ID), null);
  });
  it("gives a system administrator the given tenant's dashboards, none without a tenant", () => {
    assert.equal(dashboardListPath('SYS_ADMIN', null, null, 't1'), '/api/tenant/t1/dashboards');
    assert.equal(dashboardListPath('SYS_ADMIN', null, null, null), null);
  });
  it("gives a tenant administrator the tenant's own dashboards", () => {
    assert.equal(dashboardListPath('TENANT_ADMIN', null), '/api/tenant/dashboards');
  });
});

describe('dashboard select calls (shared-controls §7)', () => {
  it('asks for page 0 of 100 by title ascending, or 1 when picking the first', () => {
    assert.deepEqual(dashboardSearchQuery(' plant '), { pageSize: 100, page: 0, textSearch: 'plant', sortProperty: 'title', sortOrder: 'ASC' });
    assert.equal(dashboardSearchQuery('', 1).pageSize, 1);
    assert.equal(dashboardSearchQuery('').textSearch, undefined);
  });
  it('reads id and title, and nothing from a failed (missing) page', () => {
    assert.deepEqual(dashboardsOfPage({ data: [{ id: { id: 'd1' }, title: 'Plant' }, { title: 'no id' }] }), [{ id: 'd1', title: 'Plant' }]);
    assert.deepEqual(dashboardsOfPage(undefined), []);
  });
});
