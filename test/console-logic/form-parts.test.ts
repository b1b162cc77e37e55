import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contactOf, contactProblem, contactRecord, CONTACT_FIELD, formChanged, formErrors, formOf, recordWithForm, typeField } from '../../console/pages/entity-details/entity-form.logic.js';
import { newContactBody } from '../../console/pages/entity-list/contact-fields.js';
import { emptyViewTarget, viewTargetErrors, viewTargetOf, viewTargetProblem, viewTargetRecord, VIEW_TARGET_TYPES } from '../../console/pages/entity-views/entity-view-target.logic.js';
import { ENTITY_VIEW_FIELDS } from '../../console/pages/entity-views/entity-view-details.logic.js';

const CUSTOMER = { title: 'Customer A', country: 'Germany', city: 'Berlin', state: '', zip: '10115', address: 'Unter den Linden 1', address2: '', phone: '', email: 'a@example.com' };

describe('contact part of tenant and customer forms (shared-controls §5 contact form)', () => {
  it('reads the eight contact fields of a record and finds them valid when they keep the rules', () => {
    const draft = contactOf(CUSTOMER);
    assert.deepEqual(draft.value, { country: 'Germany', city: 'Berlin', state: '', zip: '10115', address: 'Unter den Linden 1', address2: '', phone: '', email: 'a@example.com' });
    assert.equal(draft.valid, true);
    assert.deepEqual(formErrors(formOf(CUSTOMER, [CONTACT_FIELD]), [CONTACT_FIELD]), {});
  });

  it('holds a stored postal code to its country’s pattern, and a country without one to none', () => {
    assert.equal(contactOf({ ...CUSTOMER, zip: '1011' }).valid, false, 'Germany: five digits');
    assert.equal(contactOf({ country: 'United States', zip: '12345-6789' }).valid, true, 'US: ZIP+4');
    assert.equal(contactOf({ country: 'United States', zip: '1234' }).valid, false);
    assert.equal(contactOf({ country: 'United Kingdom', zip: 'SW1A 1AA' }).valid, true);
    assert.equal(contactOf({ country: 'Norway', zip: 'anything' }).valid, true, 'no pattern for Norway');
    assert.equal(contactOf({ country: 'Germany', city: 'c'.repeat(256) }).valid, false, 'city at most 255');
    assert.equal(contactOf({ email: 'not-an-address' }).valid, false);
  });

  it('blocks saving while the contact form reports a refused field, and saves every field trimmed', () => {
    assert.deepEqual(contactProblem({ value: contactOf(CUSTOMER).value, valid: false }), { key: 'details:form.contact-invalid' });
    assert.equal(contactProblem({ value: contactOf(CUSTOMER).value, valid: true }), null);
    const edited = { value: { ...contactOf(CUSTOMER).value, city: ' Potsdam ', zip: '14467' }, valid: true };
    assert.deepEqual(recordWithForm(CUSTOMER, { contact: edited }, [CONTACT_FIELD]), { ...CUSTOMER, city: 'Potsdam', zip: '14467' });
    assert.equal(formChanged({ contact: edited }, formOf(CUSTOMER, [CONTACT_FIELD])), true);
    assert.equal(formChanged(formOf(CUSTOMER, [CONTACT_FIELD]), formOf(CUSTOMER, [CONTACT_FIELD])), false);
    assert.deepEqual(contactRecord(undefined), { country: '', city: '', state: '', zip: '', address: '', address2: '', phone: '', email: '' });
  });

  it('gives a new tenant or customer only the filled contact fields', () => {
    assert.deepEqual(newContactBody({ value: { country: 'Italy', city: ' Rome ', state: '', zip: '00184', address: '', address2: '', phone: '+390612345678', email: '' }, valid: true }), {
      country: 'Italy',
      city: 'Rome',
      zip: '00184',
      phone: '+390612345678',
    });
  });
});

describe('type fields (shared-controls §2 entity subtype autocomplete)', () => {
  it('suggests the types of the entity’s own kind and requires one', () => {
    assert.deepEqual(typeField('ASSET'), { path: 'type', label: 'details:field.type', required: true, kind: 'subtype', entityType: 'ASSET' });
    assert.deepEqual(Object.keys(formErrors({ type: ' ' }, [typeField('EDGE')])), ['type']);
    assert.deepEqual(formErrors({ type: 't'.repeat(256) }, [typeField('EDGE')]), { type: { key: 'details:form.max-length', max: 255 } }, 'subtype max length 255');
  });
});

describe('what an entity view shows (protocol: EntityView keys, startTimeMs, endTimeMs)', () => {
  const VIEW = {
    name: 'Lobby',
    type: 'lobby',
    entityId: { entityType: 'ASSET', id: 'a1' },
    keys: { timeseries: ['temperature'], attributes: { cs: ['fw'], ss: ['active'], sh: ['target'] } },
    startTimeMs: 1_700_000_000_000,
    endTimeMs: 0,
  };

  it('offers devices and assets, and starts a new view with a device not yet picked, no keys and no period', () => {
    assert.deepEqual([...VIEW_TARGET_TYPES], ['DEVICE', 'ASSET']);
    assert.deepEqual(emptyViewTarget(), { entityType: 'DEVICE', entityId: null, clientAttributes: [], sharedAttributes: [], serverAttributes: [], timeseries: [], startTimeMs: null, endTimeMs: null });
  });

  it('reads the entity, the keys of each attribute scope and the period (0 meaning no bound) and writes them back', () => {
    const target = viewTargetOf(VIEW);
    assert.deepEqual(target, { entityType: 'ASSET', entityId: 'a1', clientAttributes: ['fw'], sharedAttributes: ['target'], serverAttributes: ['active'], timeseries: ['temperature'], startTimeMs: 1_700_000_000_000, endTimeMs: null });
    assert.deepEqual(viewTargetRecord(target), { entityId: VIEW.entityId, keys: VIEW.keys, startTimeMs: VIEW.startTimeMs, endTimeMs: 0 });
    assert.deepEqual(viewTargetOf({ keys: null }), emptyViewTarget());
  });

  it('requires the entity and an end after the start', () => {
    assert.deepEqual(viewTargetErrors(emptyViewTarget()), { entity: 'pickers:entity.required-DEVICE' });
    const picked = { ...emptyViewTarget(), entityId: 'd1' };
    assert.deepEqual(viewTargetErrors({ ...picked, startTimeMs: 2000, endTimeMs: 2000 }), { end: 'lists:entity-views.end-before-start' });
    assert.deepEqual(viewTargetErrors({ ...picked, startTimeMs: 2000, endTimeMs: 1000 }), { end: 'lists:entity-views.end-before-start' });
    assert.deepEqual(viewTargetErrors({ ...picked, startTimeMs: 2000, endTimeMs: 3000 }), {});
    assert.deepEqual(viewTargetErrors({ ...picked, startTimeMs: null, endTimeMs: 1000 }), {}, 'an end alone is fine');
    assert.equal(viewTargetProblem({ ...picked, endTimeMs: 5 }), null);
  });

  it('saves the form’s target into the entity view and reports the end problem as the form’s', () => {
    const form = formOf(VIEW, ENTITY_VIEW_FIELDS);
    const later = { ...(form.target as object), endTimeMs: 1_600_000_000_000 };
    assert.deepEqual(formErrors({ ...form, target: later }, ENTITY_VIEW_FIELDS), { target: { key: 'lists:entity-views.end-before-start' } });
    const saved = recordWithForm(VIEW, { ...form, target: { ...(form.target as object), timeseries: ['temperature', 'humidity'] } }, ENTITY_VIEW_FIELDS);
    assert.deepEqual(saved.keys.timeseries, ['temperature', 'humidity']);
  });
});
