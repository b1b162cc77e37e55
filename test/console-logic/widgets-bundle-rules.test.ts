import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  bundleExport, bundleExportFileName, bundleFormErrors, bundleFormOf, bundleWithForm, canManageBundle, importedWidgetType, parseBundleImport,
} from '../../console/pages/widgets-bundles/widgets-bundle.logic.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const SYSTEM = { tenantId: { id: NULL_UUID } };
const OWN = { tenantId: { id: 'tenant-1' } };

describe('widgets bundle form', () => {
  it('needs a title of at most 255 characters and a description of at most 1024', () => {
    assert.deepEqual(bundleFormErrors(bundleFormOf(null)), { title: 'bundles:form.title-required' });
    assert.deepEqual(bundleFormErrors({ title: 't'.repeat(256), description: 'd'.repeat(1025), image: null }), { title: 'bundles:form.title-max', description: 'bundles:form.description-max' });
    assert.deepEqual(bundleFormErrors({ title: 't'.repeat(255), description: 'd'.repeat(1024), image: null }), {});
  });

  it('saves the edited bundle with its id and alias, the trimmed title, a blank description as none', () => {
    const bundle = { id: { entityType: 'WIDGETS_BUNDLE', id: 'b1' }, alias: 'meters', title: 'Meters', description: 'Old', image: 'data:image/png;base64,AA' };
    assert.deepEqual(bundleWithForm(bundle, { title: ' Energy meters ', description: ' ', image: null }), { ...bundle, title: 'Energy meters', description: null, image: null });
    assert.deepEqual(bundleWithForm(null, { title: 'New', description: 'Mine', image: null }), { title: 'New', description: 'Mine', image: null });
  });

  it('lets the system administrator manage system bundles and a tenant administrator only its own', () => {
    assert.equal(canManageBundle(SYSTEM, 'SYS_ADMIN', NULL_UUID), true);
    assert.equal(canManageBundle(OWN, 'SYS_ADMIN', NULL_UUID), false);
    assert.equal(canManageBundle(OWN, 'TENANT_ADMIN', 'tenant-1'), true);
    assert.equal(canManageBundle(SYSTEM, 'TENANT_ADMIN', 'tenant-1'), false);
    assert.equal(canManageBundle(OWN, 'CUSTOMER_USER', 'tenant-1'), false);
  });
});

describe('widgets bundle export and import', () => {
  const bundle = { id: { id: 'b1' }, createdTime: 1, tenantId: { id: 'tenant-1' }, alias: 'meters', title: 'Meters', image: null, description: null };
  const type = { id: { id: 'w1' }, createdTime: 2, tenantId: { id: 'tenant-1' }, bundleAlias: 'meters', alias: 'gauge', name: 'Gauge', descriptor: { type: 'latest', sizeX: 4, sizeY: 3 } };

  it('writes the bundle and its widget types without ids, created times and owner', () => {
    assert.deepEqual(bundleExport(bundle, [type]), {
      widgetsBundle: { alias: 'meters', title: 'Meters', image: null, description: null },
      widgetTypes: [{ bundleAlias: 'meters', alias: 'gauge', name: 'Gauge', descriptor: { type: 'latest', sizeX: 4, sizeY: 3 } }],
    });
    assert.equal(bundleExportFileName('Energy meters!'), 'energy_meters_.json');
  });

  it('reads an export back and puts its widget types into the bundle created for it', () => {
    const read = parseBundleImport(JSON.stringify(bundleExport(bundle, [type])));
    assert.ok(read.ok);
    assert.deepEqual([read.value.title, read.value.widgetTypes.length], ['Meters', 1]);
    assert.deepEqual(importedWidgetType(read.value.widgetTypes[0]!, 'meters_1'), { bundleAlias: 'meters_1', alias: 'gauge', name: 'Gauge', descriptor: { type: 'latest', sizeX: 4, sizeY: 3 } });
  });

  it('refuses text that is not JSON, JSON that is not a bundle export, and a widget without a name or descriptor', () => {
    const problem = (text: string) => {
      const read = parseBundleImport(text);
      return read.ok ? null : read.problem.key;
    };
    assert.equal(problem('not json'), 'lists:json-import.not-json');
    assert.equal(problem('{"ruleChain": {"name": "x"}, "metadata": {}}'), 'bundles:import.not-bundle');
    assert.equal(problem('{"widgetsBundle": {"title": " "}}'), 'bundles:import.not-bundle');
    assert.equal(problem('{"widgetsBundle": {"title": "T"}, "widgetTypes": {}}'), 'bundles:import.not-bundle');
    const bad = parseBundleImport('{"widgetsBundle": {"title": "T"}, "widgetTypes": [{"name": "A", "descriptor": {}}, {"name": "B"}]}');
    assert.deepEqual(bad.ok ? null : bad.problem, { key: 'bundles:import.bad-widget', index: 2 });
  });
});
