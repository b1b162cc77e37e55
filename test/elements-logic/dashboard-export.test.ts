import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  dashboardExport, dashboardExportFileName, INVALID_DASHBOARD_FILE, isDashboardFile,
} from '../../elements/dashboard/model/export.logic.js';
import { normaliseDashboard } from '../../elements/dashboard/model/normalise.logic.js';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/dashboards/thermostats-3.4.1-export.json', import.meta.url), 'utf8'));

describe('dashboard export and import', () => {
  it('exports without the server-side fields and imports back to the same dashboard', () => {
    const stored = {
      ...fixture,
      id: { entityType: 'DASHBOARD', id: 'd1' }, createdTime: 1, tenantId: { entityType: 'TENANT', id: 't1' },
      assignedCustomers: [{ customerId: { entityType: 'CUSTOMER', id: 'c1' }, title: 'Public', public: true }],
    };
    const { dashboard } = normaliseDashboard(stored, { now: 0 });
    const exported = dashboardExport(dashboard);
    for (const field of ['id', 'createdTime', 'tenantId', 'assignedCustomers']) assert.equal(field in exported, false, field);
    assert.deepEqual(Object.keys(exported).sort(), ['configuration', 'image', 'mobileHide', 'mobileOrder', 'name', 'title']);
    const again = normaliseDashboard(JSON.parse(JSON.stringify(exported)), { now: 0 });
    assert.deepEqual(again.problems, []);
    assert.deepEqual(again.dashboard.configuration, dashboard.configuration);
    assert.equal(dashboard.id?.id, 'd1', 'the loaded dashboard keeps its id');
  });

  it('names the file after the title', () => {
    assert.equal(dashboardExportFileName('Thermostat control room'), 'thermostat_control_room.json');
    assert.equal(dashboardExportFileName('Plant-overview (v2)'), 'plant_overview__v2_.json');
  });

  it('accepts files with a title and a configuration only', () => {
    assert.equal(isDashboardFile(fixture), true);
    assert.equal(isDashboardFile({ title: 'x' }), false);
    assert.equal(isDashboardFile({ configuration: {} }), false);
    assert.equal(isDashboardFile([fixture]), false);
    assert.equal(INVALID_DASHBOARD_FILE, 'dashboard.invalid-dashboard-file-error');
  });
});
