import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DASHBOARD_SELECT_PANEL } from '../../sdk/catalogues/ui.js';
import {
  NULL_CUSTOMER_ID, dashboardListPath, dashboardSearchQuery, dashboardSelectPanelPlacement, dashboardsOfPage,
} from '../../elements/dashboard-select/dashboard-select.logic.js';

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

describe('the narrow-screen panel of the dashboard select (shared-controls §2)', () => {
  const phone = { width: 390, height: 844 };
  const button = (left: number, top: number) => ({ left, right: left + 40, top, bottom: top + 40 });

  it('estimates 250 px, or 150 px in a window lower than 350 px', () => {
    assert.deepEqual(DASHBOARD_SELECT_PANEL, { widthCheckPx: 300, minWidthPx: 300, maxWidthPx: 320, heightPx: 250, lowWindowHeightPx: 150, lowWindowBelowPx: 350 });
    assert.equal(dashboardSelectPanelPlacement(button(10, 10), phone).heightPx, 250);
    assert.equal(dashboardSelectPanelPlacement(button(10, 10), { width: 800, height: 349 }).heightPx, 150);
    assert.equal(dashboardSelectPanelPlacement(button(10, 10), { width: 800, height: 350 }).heightPx, 250);
  });

  it('opens below the button, and above when the estimate would overflow the window bottom', () => {
    assert.equal(dashboardSelectPanelPlacement(button(10, 554), phone).vertical, 'below', '594 + 250 = 844 fits');
    assert.equal(dashboardSelectPanelPlacement(button(10, 555), phone).vertical, 'above');
    assert.equal(dashboardSelectPanelPlacement(button(10, 160), { width: 800, height: 340 }).vertical, 'above', '200 + 150 > 340');
  });

  it('lines up with the button start edge, and with its end edge when 300 px from the start would overflow', () => {
    assert.equal(dashboardSelectPanelPlacement(button(90, 10), phone).align, 'start', '90 + 300 = 390 fits');
    assert.equal(dashboardSelectPanelPlacement(button(91, 10), phone).align, 'end');
    assert.equal(dashboardSelectPanelPlacement({ left: 300, right: 340, top: 10, bottom: 50 }, phone, true).align, 'start', 'right to left: 340 - 300 ≥ 0');
    assert.equal(dashboardSelectPanelPlacement({ left: 0, right: 299, top: 10, bottom: 50 }, phone, true).align, 'end');
  });
});
