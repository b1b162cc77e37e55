import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RESOURCE_TYPES as SERVER_RESOURCE_TYPES, validateResource } from '../../server/resources/service.js';
import {
  acceptOf, bytesToBase64, canManageResource, detectResourceType, downloadFileName, fileProblem, isSystemResource, newResourceBody, RESOURCE_COLUMNS,
  RESOURCE_MAX_BYTES, RESOURCE_TYPES, resourceFormErrors, titleProblem, updatedResourceBody,
} from '../../console/pages/resources/resources.logic.js';
import { homeFormChanged, homeFormOf, homeInfoBody } from '../../console/pages/home-settings/home-settings.logic.js';
import { ROUTES } from '../../console/routes.js';

const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';
const TENANT = 'aaaaaaaa-0000-4000-8000-000000000001';
const LWM2M = '<?xml version="1.0"?><LWM2M><Object ObjectType="MODefinition"><Name>Test</Name><ObjectID>3442</ObjectID><ObjectVersion>1.0</ObjectVersion><Resources></Resources></Object></LWM2M>';

describe('resource types and files', () => {
  it('offers exactly the kinds the server stores', () => {
    assert.deepEqual([...RESOURCE_TYPES].sort(), [...SERVER_RESOURCE_TYPES].sort());
  });

  it('tells a kind from the file ending, case ignored, and none for other endings or a bare ending', () => {
    assert.equal(detectResourceType('widgets.JS'), 'JS_MODULE');
    assert.equal(detectResourceType('3442.xml'), 'LWM2M_MODEL');
    assert.equal(detectResourceType('client.p12'), 'PKCS_12');
    assert.equal(detectResourceType('client.pfx'), 'PKCS_12');
    assert.equal(detectResourceType('store.jks'), 'JKS');
    assert.equal(detectResourceType('notes.txt'), null);
    assert.equal(detectResourceType('module.json'), null);
    assert.equal(detectResourceType('.js'), null);
    assert.equal(acceptOf('PKCS_12'), '.p12,.pfx');
  });

  it('refuses an empty file, one over 12 MiB, an unknown ending, another kind’s ending, and an XML without an LwM2M object', () => {
    assert.deepEqual(fileProblem('JS_MODULE', { name: 'a.js', size: 0 }), { key: 'resources:file.empty' });
    assert.deepEqual(fileProblem('JS_MODULE', { name: 'a.js', size: RESOURCE_MAX_BYTES + 1 }), { key: 'resources:file.too-large', max: 12 * 1024 * 1024 });
    assert.equal(fileProblem('JS_MODULE', { name: 'a.js', size: RESOURCE_MAX_BYTES }), null);
    assert.deepEqual(fileProblem('JS_MODULE', { name: 'a.txt', size: 3 }), { key: 'resources:file.unknown-type', endings: '.js, .xml, .p12, .pfx, .jks' });
    assert.deepEqual(fileProblem('LWM2M_MODEL', { name: 'a.js', size: 3 }), { key: 'resources:file.wrong-type', endings: '.xml', type: 'LWM2M_MODEL' });
    assert.deepEqual(fileProblem('LWM2M_MODEL', { name: 'a.xml', size: 9, text: '<root/>' }), { key: 'resources:file.not-lwm2m' });
    assert.equal(fileProblem('LWM2M_MODEL', { name: 'a.xml', size: LWM2M.length, text: LWM2M }), null);
  });

  it('wants a title (at most 255 characters) except for an LwM2M model, and a file', () => {
    const js = { name: 'a.js', size: 3 };
    assert.deepEqual(resourceFormErrors({ type: 'JS_MODULE', title: ' ', file: js }), { title: 'lists:form.required' });
    assert.deepEqual(resourceFormErrors({ type: 'JS_MODULE', title: 'x'.repeat(256), file: js }), { title: 'lists:form.max-length' });
    assert.deepEqual(resourceFormErrors({ type: 'JS_MODULE', title: 'Helpers', file: null }), { file: { key: 'resources:file.required' } });
    assert.deepEqual(resourceFormErrors({ type: 'LWM2M_MODEL', title: '', file: { name: 'm.xml', size: LWM2M.length, text: LWM2M } }), {});
    assert.equal(titleProblem('LWM2M_MODEL', ''), null);
    assert.equal(titleProblem('JS_MODULE', ''), 'lists:form.required');
  });
});

describe('resource requests', () => {
  it('encodes bytes as base64, also past one slice of 32 KiB', () => {
    assert.equal(bytesToBase64(new TextEncoder().encode('export const a = 1;')), Buffer.from('export const a = 1;').toString('base64'));
    const big = new Uint8Array(100_000).map((_, i) => i % 256);
    assert.equal(bytesToBase64(big), Buffer.from(big).toString('base64'));
  });

  it('adds a JS module with its title, file name and data, and an LwM2M model without a title; the server takes both', () => {
    const js = newResourceBody('JS_MODULE', '  Helpers ', { fileName: 'helpers.js', data: 'YQ==' });
    assert.deepEqual(js, { resourceType: 'JS_MODULE', title: 'Helpers', fileName: 'helpers.js', data: 'YQ==' });
    assert.equal(validateResource(js).key, 'helpers.js');
    const model = newResourceBody('LWM2M_MODEL', 'ignored', { fileName: '3442.xml', data: Buffer.from(LWM2M).toString('base64') });
    assert.equal('title' in model, false);
    assert.equal(validateResource(model).title, 'Test id=3442 v1.0');
  });

  it('updates with id and kind kept, the new title, and the loaded data sent again unless a new file replaces it', () => {
    const record = { id: { entityType: 'TB_RESOURCE', id: 'r1' }, resourceType: 'JS_MODULE', title: 'Old', fileName: 'old.js', resourceKey: 'old.js', data: 'b2xk', createdTime: 1 };
    assert.deepEqual(updatedResourceBody(record, ' New ', null), { id: record.id, resourceType: 'JS_MODULE', title: 'New', fileName: 'old.js', data: 'b2xk' });
    assert.deepEqual(updatedResourceBody(record, 'New', { fileName: 'new.js', data: 'bmV3' }), { id: record.id, resourceType: 'JS_MODULE', title: 'New', fileName: 'new.js', data: 'bmV3' });
  });

  it('names a download by x-filename, else the file name, else the key, else the id', () => {
    assert.equal(downloadFileName('h.js', { fileName: 'f.js' }, 'id'), 'h.js');
    assert.equal(downloadFileName(null, { fileName: 'f.js' }, 'id'), 'f.js');
    assert.equal(downloadFileName(null, { fileName: null, resourceKey: 'k.js' }, 'id'), 'k.js');
    assert.equal(downloadFileName(null, {}, 'id'), 'id');
  });
});

describe('resource ownership and list', () => {
  const system = { tenantId: { id: NULL_UUID } };
  const own = { tenantId: { id: TENANT } };
  it('lets a tenant change only its own resources, and the system administrator the system’s', () => {
    assert.equal(isSystemResource(system), true);
    assert.equal(canManageResource(system, 'TENANT_ADMIN', TENANT), false);
    assert.equal(canManageResource(own, 'TENANT_ADMIN', TENANT), true);
    assert.equal(canManageResource(system, 'SYS_ADMIN', NULL_UUID), true);
    assert.equal(canManageResource(own, 'CUSTOMER_USER', TENANT), false);
  });

  it('lists created time, title, type and the system flag, sorting by the properties the server sorts', () => {
    assert.deepEqual(RESOURCE_COLUMNS.map((c) => c.key), ['createdTime', 'title', 'resourceType', 'system']);
    assert.deepEqual(RESOURCE_COLUMNS.filter((c) => c.sortable).map((c) => c.key), ['createdTime', 'title', 'resourceType']);
  });

  it('has pages for the list, a resource and the home settings, for the roles of console-core §6', () => {
    const byName = (name: string) => ROUTES.find((r) => r.name === name)!;
    assert.deepEqual(byName('resources').access, ['SYS_ADMIN', 'TENANT_ADMIN']);
    assert.equal(byName('resource').path, '/settings/resources-library/:resourceId');
    assert.deepEqual(byName('homeSettings').access, ['TENANT_ADMIN']);
    assert.notEqual(byName('homeSettings').ready, undefined);
  });
});

describe('home settings', () => {
  it('reads no dashboard from a null id and the toolbar flag as given', () => {
    assert.deepEqual(homeFormOf({ dashboardId: null, hideDashboardToolbar: true }), { dashboardId: null, hideToolbar: true });
    assert.deepEqual(homeFormOf({ dashboardId: { entityType: 'DASHBOARD', id: 'd1' }, hideDashboardToolbar: false }), { dashboardId: 'd1', hideToolbar: false });
    assert.deepEqual(homeFormOf(''), { dashboardId: null, hideToolbar: false });
  });

  it('saves a dashboard id as a DASHBOARD entity id, and a cleared one as null (no home dashboard)', () => {
    assert.deepEqual(homeInfoBody({ dashboardId: 'd1', hideToolbar: true }), { dashboardId: { entityType: 'DASHBOARD', id: 'd1' }, hideDashboardToolbar: true });
    assert.deepEqual(homeInfoBody({ dashboardId: null, hideToolbar: false }), { dashboardId: null, hideDashboardToolbar: false });
    assert.equal(homeFormChanged({ dashboardId: null, hideToolbar: false }, { dashboardId: 'd1', hideToolbar: false }), true);
    assert.equal(homeFormChanged({ dashboardId: 'd1', hideToolbar: false }, { dashboardId: 'd1', hideToolbar: false }), false);
  });
});
