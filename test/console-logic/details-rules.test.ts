import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { auditPageQuery, AUDIT_PAGE_SIZE, failureText } from '../../console/pages/entity-details/audit.logic.js';
import { ENTITY_TABS, loadFailure, visibleTabs } from '../../console/pages/entity-details/entity-details.logic.js';
import { FIELD_MAX_LENGTH, fieldError, formErrors, formOf, recordWithForm, TITLE_FIELD } from '../../console/pages/entity-details/entity-form.logic.js';
import { ENTITY_EVENT_TYPES, EVENT_COLUMNS, eventField, eventPageQuery, EVENTS_PAGE_SIZE, eventTypeFromSearch } from '../../console/pages/entity-details/events.logic.js';
import {
  COMMON_RELATION_TYPES,
  newRelation,
  relationDeleteQuery,
  relationListQuery,
  relationRows,
  relationTypeError,
  relationTypeOptions,
  type RelationRecord,
} from '../../console/pages/entity-details/relations.logic.js';
import { ASSET_FIELDS, typeAndLabel } from '../../console/pages/assets/asset-details.logic.js';
import { CONTACT_FORM_FIELDS, contactLine } from '../../console/pages/customers/customer-details.logic.js';
import { canSeeEdgeKeys, edgeFields } from '../../console/pages/edges/edge-details.logic.js';
import { canEditTenant, TENANT_FIELDS } from '../../console/pages/tenants/tenant-details.logic.js';
import { canEditUser, USER_FIELDS, userName, userSubtitle } from '../../console/pages/users/user-details.logic.js';

const ASSET = { entityType: 'ASSET' as const, id: 'a1' };
const paths = (fields: readonly { path: string }[]) => fields.map((f) => f.path);

describe('entity page tabs and states', () => {
  it('shows tenant administrators every tab the page offers', () => {
    assert.deepEqual(visibleTabs(ENTITY_TABS, 'TENANT_ADMIN', 'DEVICE'), ['details', 'attributes', 'telemetry', 'alarms', 'relations', 'audit', 'events']);
  });

  it('keeps audit logs and events from customer users (console-core §6: customer users see read-only, customer-scoped views)', () => {
    assert.deepEqual(visibleTabs(ENTITY_TABS, 'CUSTOMER_USER', 'ASSET'), ['details', 'attributes', 'telemetry', 'alarms', 'relations']);
  });

  it('gives the system administrator a tenant’s details, attributes, telemetry and events and only the details of a user', () => {
    assert.deepEqual(visibleTabs(['details', 'attributes', 'telemetry', 'events'], 'SYS_ADMIN', 'TENANT'), ['details', 'attributes', 'telemetry', 'events']);
    assert.deepEqual(visibleTabs(['details', 'attributes', 'telemetry', 'relations', 'audit'], 'SYS_ADMIN', 'USER'), ['details']);
  });

  it('says not found for 404 and a malformed id (400), forbidden for 403, and an error otherwise', () => {
    assert.deepEqual([404, 400, 403, 500, 0, 401].map(loadFailure), ['not-found', 'not-found', 'forbidden', 'error', 'error', 'error']);
  });
});

describe('details forms', () => {
  it('holds text fields to 255 characters and requires the required ones', () => {
    assert.equal(FIELD_MAX_LENGTH, 255);
    assert.equal(fieldError(TITLE_FIELD, 't'.repeat(255)), null);
    assert.deepEqual(fieldError(TITLE_FIELD, 't'.repeat(256)), { key: 'details:form.max-length', max: 255 });
    assert.deepEqual(fieldError(TITLE_FIELD, '   '), { key: 'details:form.required' });
  });

  it('checks e-mail fields with the console’s e-mail messages', () => {
    const email = { path: 'email', label: 'user.email', kind: 'email' } as const;
    assert.equal(fieldError(email, ''), null);
    assert.deepEqual(fieldError(email, 'not-an-address'), { key: 'user.invalid-email-format' });
    assert.deepEqual(fieldError(USER_FIELDS[0]!, ''), { key: 'user.email-required' });
    assert.equal(fieldError(email, 'ops@example.com'), null);
  });

  it('leaves several-line and fixed fields without a length limit', () => {
    const description = ASSET_FIELDS.find((f) => f.path === 'additionalInfo.description')!;
    assert.equal(fieldError(description, 'd'.repeat(5000)), null);
    assert.equal(fieldError(edgeFields('TENANT_ADMIN').find((f) => f.path === 'secret')!, 's'.repeat(300)), null);
  });

  it('saves an asset’s name, type, label and description, keeping other additional info and dropping the customer names', () => {
    const asset = { id: { entityType: 'ASSET', id: 'a1' }, name: 'Boiler', type: 'plant', label: '', additionalInfo: { description: '', layout: 'x' }, customerTitle: 'C', customerIsPublic: false };
    const form = { ...formOf(asset, ASSET_FIELDS), name: '  Boiler 2 ', label: 'Basement', 'additionalInfo.description': 'Hot' };
    assert.deepEqual(formErrors(form, ASSET_FIELDS), {});
    assert.deepEqual(recordWithForm(asset, form, ASSET_FIELDS), { id: asset.id, name: 'Boiler 2', type: 'plant', label: 'Basement', additionalInfo: { description: 'Hot', layout: 'x' } });
    assert.deepEqual(Object.keys(formErrors({ ...form, type: '' }, ASSET_FIELDS)), ['type']);
    assert.equal(typeAndLabel({ type: 'plant', label: 'Basement' }), 'plant · Basement');
  });

  it('gives customers and tenants the title, the contact form and a description, tenants their profile shown only', () => {
    assert.deepEqual(paths(CONTACT_FORM_FIELDS), ['title', 'contact', 'additionalInfo.description']);
    assert.equal(CONTACT_FORM_FIELDS[1]!.kind, 'custom');
    assert.deepEqual(paths(TENANT_FIELDS).slice(0, 2), ['title', 'tenantProfileName']);
    assert.equal(TENANT_FIELDS[1]!.kind, 'fixed');
    assert.equal(contactLine({ email: 'a@b.co', city: '', country: 'Norway' }), 'a@b.co · Norway');
    assert.deepEqual((['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const).map(canEditTenant), [true, false, false]);
  });

  it('shows an edge’s routing key and secret to tenant administrators only, and never saves them', () => {
    assert.deepEqual(paths(edgeFields('TENANT_ADMIN')), ['name', 'type', 'label', 'additionalInfo.description', 'routingKey', 'secret']);
    assert.deepEqual(paths(edgeFields('CUSTOMER_USER')), ['name', 'type', 'label', 'additionalInfo.description']);
    assert.deepEqual([canSeeEdgeKeys('TENANT_ADMIN'), canSeeEdgeKeys('CUSTOMER_USER')], [true, false]);
    const edge = { name: 'E', type: 'default', routingKey: 'rk', secret: 'sec' };
    const form = { ...formOf(edge, edgeFields('TENANT_ADMIN')), routingKey: 'changed', secret: 'changed' };
    assert.deepEqual(recordWithForm(edge, form, edgeFields('TENANT_ADMIN')), { ...edge, label: '', additionalInfo: { description: '' } });
  });

  it('names a user by first and last name, or by e-mail, which then is not repeated under it', () => {
    assert.equal(userName({ authority: 'TENANT_ADMIN' as const, email: 'ann@x.io', firstName: 'Ann', lastName: 'Lee' }), 'Ann Lee');
    assert.equal(userSubtitle({ authority: 'TENANT_ADMIN' as const, email: 'ann@x.io', firstName: 'Ann', lastName: 'Lee' }), 'ann@x.io');
    assert.equal(userName({ authority: 'TENANT_ADMIN' as const, email: 'ann@x.io' }), 'ann@x.io');
    assert.equal(userSubtitle({ authority: 'TENANT_ADMIN' as const, email: 'ann@x.io' }), '');
    assert.deepEqual((['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] as const).map(canEditUser), [true, true, false]);
  });
});

describe('relations tab rules', () => {
  const rel = (from: string, to: string, type: string, names: [string, string]): RelationRecord => ({
    from: { entityType: 'ASSET', id: from },
    to: { entityType: 'DEVICE', id: to },
    type,
    typeGroup: 'COMMON',
    fromName: names[0],
    toName: names[1],
  });

  it('lists relations from the entity, then to it, by type and the other side’s name', () => {
    const rows = relationRows([rel('a1', 'd2', 'Manages', ['A', 'Zeta']), rel('a1', 'd1', 'Contains', ['A', 'Beta'])], [{ ...rel('x9', 'a1', 'Contains', ['Hub', 'A']), from: { entityType: 'CUSTOMER', id: 'x9' } }]);
    assert.deepEqual(rows.map((r) => [r.direction, r.type, r.other.entityType, r.other.name]), [
      ['FROM', 'Contains', 'DEVICE', 'Beta'],
      ['FROM', 'Manages', 'DEVICE', 'Zeta'],
      ['TO', 'Contains', 'CUSTOMER', 'Hub'],
    ]);
  });

  it('asks for each direction by its own end and deletes a relation by both ends, type and group', () => {
    assert.deepEqual(relationListQuery(ASSET, 'FROM'), { fromId: 'a1', fromType: 'ASSET' });
    assert.deepEqual(relationListQuery(ASSET, 'TO'), { toId: 'a1', toType: 'ASSET' });
    const [row] = relationRows([rel('a1', 'd1', 'Contains', ['A', 'B'])], []);
    assert.deepEqual(relationDeleteQuery(row!), { fromId: 'a1', fromType: 'ASSET', relationType: 'Contains', relationTypeGroup: 'COMMON', toId: 'd1', toType: 'DEVICE' });
  });

  it('adds a relation from or to the entity with the trimmed type in the common group', () => {
    const other = { entityType: 'DEVICE' as const, id: 'd1' };
    assert.deepEqual(newRelation(ASSET, other, 'FROM', ' Feeds '), { from: ASSET, to: other, type: 'Feeds', typeGroup: 'COMMON' });
    assert.deepEqual(newRelation(ASSET, other, 'TO', 'Contains'), { from: other, to: ASSET, type: 'Contains', typeGroup: 'COMMON' });
  });

  it('requires a relation type of at most 255 characters (shared-controls §5, §9)', () => {
    assert.equal(relationTypeError('  '), 'details:relation.type-required');
    assert.equal(relationTypeError('t'.repeat(255)), null);
    assert.equal(relationTypeError('t'.repeat(256)), 'details:relation.type-max-length');
  });

  it('suggests Contains and Manages and the types the entity already uses, filtered by what is typed', () => {
    assert.deepEqual(COMMON_RELATION_TYPES, ['Contains', 'Manages']);
    assert.deepEqual(relationTypeOptions('', ['Feeds', 'Contains', '']), ['Contains', 'Manages', 'Feeds']);
    assert.deepEqual(relationTypeOptions('an', ['Feeds']), ['Manages']);
  });
});

describe('audit logs and events tabs', () => {
  it('pages audit logs by 20, newest first, and shows failure details only for failures', () => {
    assert.equal(AUDIT_PAGE_SIZE, 20);
    assert.deepEqual(auditPageQuery(2), { pageSize: 20, page: 2, sortProperty: 'createdTime', sortOrder: 'DESC' });
    assert.equal(failureText({ actionStatus: 'FAILURE', actionFailureDetails: ' <b>boom</b> ' }), '<b>boom</b>');
    assert.equal(failureText({ actionStatus: 'SUCCESS', actionFailureDetails: 'ignored' }), '');
  });

  it('offers lifecycle, error and statistics events, lifecycle first, paged by 20 newest first for the tenant', () => {
    assert.deepEqual(ENTITY_EVENT_TYPES, ['LC_EVENT', 'ERROR', 'STATS']);
    assert.equal(eventTypeFromSearch({}), 'LC_EVENT');
    assert.equal(eventTypeFromSearch({ events: 'STATS' }), 'STATS');
    assert.equal(eventTypeFromSearch({ events: 'DEBUG_RULE_NODE' }), 'LC_EVENT');
    assert.equal(EVENTS_PAGE_SIZE, 20);
    assert.deepEqual(eventPageQuery('t1', 0), { tenantId: 't1', pageSize: 20, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC' });
  });

  it('reads the body fields of each event type as text', () => {
    assert.deepEqual(EVENT_COLUMNS.STATS, ['server', 'messagesProcessed', 'errorsOccurred']);
    assert.deepEqual(eventField({ server: 'tb-1', messagesProcessed: 12 }, 'messagesProcessed'), { text: '12' });
    assert.deepEqual(eventField({ event: 'STARTED', success: true }, 'status'), { key: 'details:event.success' });
    assert.deepEqual(eventField({ success: false }, 'status'), { key: 'details:event.failure' });
    assert.deepEqual(eventField({ error: { code: 1 } }, 'error'), { text: '{"code":1}' });
    assert.deepEqual(eventField(null, 'server'), { text: '' });
  });
});
