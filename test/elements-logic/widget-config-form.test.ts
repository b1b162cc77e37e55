import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  inputText, jsonFields, jsonText, keySettingsModel, missingText, optionValue, parseSettingsSchema, readJsonValue, readNumber, settingsFormModel, shownValue,
  valueAt, withDefaults, withoutValueAt, withValueAt, type SettingsField,
} from '../../elements/dashboard/edit/config/settings-schema.logic.js';
import {
  actionErrors, actionSourcesOf, actionsOf, deleteAction, HEADER_BUTTON_SOURCE, moveAction, newAction, saveAction, withMobileType,
} from '../../elements/dashboard/edit/config/actions.logic.js';
import { CARD_DECIMALS, withCardValue } from '../../elements/dashboard/edit/config/card.logic.js';
import type { WidgetAction, WidgetConfig } from '../../elements/dashboard/model/dashboard.types.js';
import { WIDGET_MOBILE_ACTION_TYPES } from '../../sdk/catalogues/widgets.js';

/**
 * A digital gauge's settings schema of the 3.4 shape (protocol §6.6: `settingsSchema` is a JSON text of
 * `{schema, form}`), written by hand for these tests.
 */
const GAUGE_SCHEMA = JSON.stringify({
  schema: {
    type: 'object',
    title: 'Settings',
    properties: {
      minValue: { title: 'Minimum value', type: 'number', default: 0 },
      maxValue: { title: 'Maximum value', type: 'number', default: 100 },
      gaugeType: { title: 'Gauge type', type: 'string', default: 'arc' },
      donutStartAngle: { title: 'Donut start angle', type: 'integer', minimum: 0, maximum: 360, default: 90 },
      showValue: { title: 'Show value text', type: 'boolean', default: true },
      title: { title: 'Gauge title', type: 'string' },
      gaugeColor: { title: 'Gauge colour', type: 'string', default: '#eeeeee' },
      levelColors: { title: 'Level colours', type: 'array', items: { title: 'Colour', type: 'string' } },
      valueFont: {
        title: 'Value font',
        type: 'object',
        properties: { family: { title: 'Family', type: 'string', default: 'Roboto' }, size: { title: 'Size', type: 'number', minimum: 1, default: 18 } },
      },
      notes: { title: 'Notes', type: 'string' },
    },
    required: ['gaugeType', 'maxValue'],
  },
  form: [
    { key: 'gaugeType', type: 'rc-select', titleMap: [{ value: 'arc', name: 'Arc' }, { value: 'donut', name: 'Donut' }] },
    'donutStartAngle',
    'minValue',
    'maxValue',
    'showValue',
    'title',
    { key: 'gaugeColor', type: 'color' },
    { key: 'levelColors', items: [{ key: 'levelColors[]', type: 'color' }] },
    { key: 'valueFont', items: ['valueFont.family', 'valueFont.size'] },
    { key: 'notes', type: 'textarea' },
  ],
});

const descriptor = (extra: Record<string, unknown>) => ({ type: 'latest', ...extra });
const fieldsOf = (schema: unknown): SettingsField[] => {
  const model = settingsFormModel(descriptor({ settingsSchema: schema }));
  assert.equal(model.ok, true, JSON.stringify(model));
  return model.ok ? model.fields : [];
};

describe('settings schema to fields', () => {
  it('reads the schema from a JSON text or an object, and tells an invalid text', () => {
    assert.deepEqual(parseSettingsSchema('{"schema":{}}'), { schema: {} });
    assert.deepEqual(parseSettingsSchema({ schema: {} }), { schema: {} });
    assert.equal(parseSettingsSchema(''), null);
    assert.equal(parseSettingsSchema(undefined), null);
    assert.equal(parseSettingsSchema('{not json'), 'invalid');
    assert.equal(parseSettingsSchema('[1]'), 'invalid');
  });

  it('lists the fields in the order of the form items, each of its kind', () => {
    const fields = fieldsOf(GAUGE_SCHEMA);
    assert.deepEqual(fields.map((f) => [f.path.join('.'), f.kind]), [
      ['gaugeType', 'select'], ['donutStartAngle', 'number'], ['minValue', 'number'], ['maxValue', 'number'], ['showValue', 'boolean'],
      ['title', 'text'], ['gaugeColor', 'color'], ['levelColors', 'list'], ['valueFont', 'group'], ['notes', 'textarea'],
    ]);
    assert.deepEqual(fields[0], { kind: 'select', path: ['gaugeType'], title: 'Gauge type', required: true, default: 'arc', options: [{ value: 'arc', label: 'Arc' }, { value: 'donut', label: 'Donut' }] });
    assert.deepEqual(fields[1], { kind: 'number', path: ['donutStartAngle'], title: 'Donut start angle', required: false, default: 90, integer: true, min: 0, max: 360 });
    assert.equal(fields[3]?.required, true);
    const group = fields[8];
    assert.equal(group?.kind === 'group' && group.fields.map((f) => `${f.path.join('.')}:${f.kind}`).join(' '), 'valueFont.family:text valueFont.size:number');
    assert.equal(fields[7]?.kind === 'list' && fields[7].item, 'string');
  });

  it('takes every property in schema order for "*" or no form, an enum as a select, and items of untitled groups and tabs', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', enum: ['x', 'y'] }, b: { type: 'integer' }, c: { type: 'boolean' } } };
    assert.deepEqual(fieldsOf({ schema }).map((f) => f.path[0]), ['a', 'b', 'c']);
    assert.deepEqual(fieldsOf({ schema, form: ['c', '*'] }).map((f) => f.path[0]), ['c', 'a', 'b']);
    const starFirst = fieldsOf({ schema: { ...schema, properties: { ...schema.properties, d: { type: 'string' } } }, form: ['*', { key: 'd', type: 'color' }, 'd'] });
    assert.deepEqual(starFirst.map((f) => `${f.path[0]}:${f.kind}`), ['a:select', 'b:number', 'c:boolean', 'd:color'], "'*' leaves out what an item names; a property shows once");
    assert.deepEqual(fieldsOf({ schema, form: [{ type: 'fieldset', items: ['b'] }, { type: 'tabs', tabs: [{ title: 'T', items: ['a'] }] }] }).map((f) => f.path[0]), ['b', 'a']);
    const a = fieldsOf({ schema })[0];
    assert.deepEqual(a?.kind === 'select' && a.options, [{ value: 'x', label: 'x' }, { value: 'y', label: 'y' }]);
    assert.equal(fieldsOf({ schema, form: [{ key: 'a', type: 'javascript' }] })[0]?.kind, 'select');
  });

  it('shows code form items (javascript, html, css, markdown, json) as a monospace text area', () => {
    const schema = { type: 'object', properties: { fn: { type: 'string' }, md: { type: 'string' } } };
    assert.deepEqual(fieldsOf({ schema, form: [{ key: 'fn', type: 'javascript' }, { key: 'md', type: 'markdown' }] }).map((f) => f.kind), ['code', 'code']);
  });

  it('edits the whole settings as JSON only without a usable schema: no widget type, no schema, a settings directive only, an invalid text', () => {
    assert.deepEqual(settingsFormModel(null), { ok: false, reason: { code: 'no-type' } });
    assert.deepEqual(settingsFormModel(descriptor({})), { ok: false, reason: { code: 'no-schema' } });
    assert.deepEqual(settingsFormModel(descriptor({ settingsSchema: '{}' })), { ok: false, reason: { code: 'no-schema' } });
    assert.deepEqual(settingsFormModel(descriptor({ settingsSchema: '', settingsDirective: 'tb-chart-widget-settings' })), { ok: false, reason: { code: 'directive', directive: 'tb-chart-widget-settings' } });
    assert.deepEqual(settingsFormModel(descriptor({ settingsSchema: '{oops' })), { ok: false, reason: { code: 'invalid-schema' } });
  });

  it('generates every field it can and makes each field of an unknown kind a JSON field of its own, at any depth', () => {
    const schema = {
      type: 'object',
      properties: {
        title: { title: 'Title', type: 'string' },
        logo: { title: 'Logo', type: 'string', default: 'a.png' },
        rows: { type: 'array', items: { type: 'object' } },
        font: { title: 'Font', type: 'object', properties: { size: { title: 'Size', type: 'number' }, weight: { type: 'null' } } },
        extra: { type: 'object' },
        broken: 'not a schema',
        show: { title: 'Show', type: 'boolean' },
      },
      required: ['logo'],
    };
    const fields = fieldsOf({ schema, form: ['title', { key: 'logo', type: 'image' }, '*'] });
    assert.deepEqual(fields.map((f) => `${f.path.join('.')}:${f.kind}`), ['title:text', 'logo:json', 'rows:json', 'font:group', 'extra:json', 'broken:json', 'show:boolean']);
    assert.deepEqual(fields[1], { kind: 'json', path: ['logo'], title: 'Logo', required: true, default: 'a.png', type: 'image' });
    const font = fields[3];
    assert.deepEqual(font?.kind === 'group' && font.fields.map((f) => `${f.path.join('.')}:${f.kind}`), ['font.size:number', 'font.weight:json']);
    assert.deepEqual(jsonFields(fields), [
      { path: 'logo', type: 'image' }, { path: 'rows', type: 'array of object' }, { path: 'font.weight', type: 'null' }, { path: 'extra', type: 'object' }, { path: 'broken', type: 'unknown' },
    ]);
    assert.deepEqual(jsonFields(fieldsOf(GAUGE_SCHEMA)), [], 'a schema the form can show has no JSON field');
  });

  it("reads a data key's own settings form from dataKeySettingsSchema; none without one", () => {
    const keySchema = { schema: { type: 'object', properties: { showInLegend: { title: 'Show in legend', type: 'boolean', default: true }, style: { type: 'string' } } }, form: ['showInLegend', { key: 'style', type: 'image' }] };
    const model = keySettingsModel(descriptor({ settingsSchema: GAUGE_SCHEMA, dataKeySettingsSchema: JSON.stringify(keySchema) }));
    assert.equal(model?.ok, true);
    assert.deepEqual(model?.ok && model.fields.map((f) => `${f.path.join('.')}:${f.kind}`), ['showInLegend:boolean', 'style:json']);
    assert.deepEqual(keySettingsModel(descriptor({ dataKeySettingsSchema: keySchema })), model, 'an object works as the JSON text does');
    assert.equal(keySettingsModel(null), null);
    assert.equal(keySettingsModel(descriptor({ settingsSchema: GAUGE_SCHEMA })), null, 'the widget settings schema is not the keys one');
    assert.equal(keySettingsModel(descriptor({ dataKeySettingsSchema: '' })), null);
    assert.equal(keySettingsModel(descriptor({ dataKeySettingsSchema: '{}' })), null);
    assert.equal(keySettingsModel(descriptor({ dataKeySettingsSchema: { schema: { type: 'object', properties: {} } } })), null);
    assert.equal(keySettingsModel(descriptor({ dataKeySettingsDirective: 'tb-key-settings' })), null);
    assert.deepEqual(keySettingsModel(descriptor({ dataKeySettingsSchema: '{oops' })), { ok: false, reason: { code: 'invalid-schema' } });
    const latest = { schema: { type: 'object', properties: { show: { title: 'Show', type: 'boolean' } } } };
    const both = descriptor({ dataKeySettingsSchema: JSON.stringify(keySchema), latestDataKeySettingsSchema: JSON.stringify(latest) });
    assert.deepEqual(keySettingsModel(both, 'latestDataKey'), { ok: true, fields: [{ kind: 'boolean', path: ['show'], title: 'Show', required: false }] }, 'latest-value keys read their own schema');
    assert.equal(keySettingsModel(descriptor({ dataKeySettingsSchema: JSON.stringify(keySchema) }), 'latestDataKey'), null, 'and have none without it');
  });
});

describe('settings values', () => {
  const fields = fieldsOf(GAUGE_SCHEMA);

  it('sets a value at a path and keeps every other key at every depth', () => {
    const settings = { vendor: { deep: 1 }, valueFont: { family: 'Arial', color: 'red' } };
    const next = withValueAt(settings, ['valueFont', 'size'], 20);
    assert.deepEqual(next, { vendor: { deep: 1 }, valueFont: { family: 'Arial', color: 'red', size: 20 } });
    assert.deepEqual(settings.valueFont, { family: 'Arial', color: 'red' });
    assert.equal(valueAt(next, ['valueFont', 'size']), 20);
    assert.equal(valueAt(next, ['nothing', 'here']), undefined);
  });

  it("shows the stored value, else the schema's default", () => {
    const gaugeType = fields[0]!;
    assert.equal(shownValue({}, gaugeType), 'arc');
    assert.equal(shownValue({ gaugeType: 'donut' }, gaugeType), 'donut');
    assert.equal(shownValue({}, fields[5]!), undefined);
  });

  it('fills the schema defaults where the settings have no value, nested ones too, and keeps stored values and unnamed keys', () => {
    const filled = withDefaults({ maxValue: 50, vendor: true }, fields);
    assert.deepEqual(filled, { maxValue: 50, vendor: true, gaugeType: 'arc', donutStartAngle: 90, minValue: 0, showValue: true, gaugeColor: '#eeeeee', valueFont: { family: 'Roboto', size: 18 } });
  });

  it('reads a number: empty is null unless required, then it refuses a non-number, a fraction where a whole number is due, and each bound', () => {
    assert.deepEqual(readNumber('', {}), { value: null });
    assert.deepEqual(readNumber(' ', { required: true }), { error: { code: 'required' } });
    assert.deepEqual(readNumber('12a', {}), { error: { code: 'not-number' } });
    assert.deepEqual(readNumber('1.5', { integer: true }), { error: { code: 'integer' } });
    assert.deepEqual(readNumber('-1', { min: 0, max: 360 }), { error: { code: 'min', limit: 0 } });
    assert.deepEqual(readNumber('361', { min: 0, max: 360 }), { error: { code: 'max', limit: 360 } });
    assert.deepEqual(readNumber('360', { integer: true, min: 0, max: 360 }), { value: 360 });
    assert.deepEqual(readNumber('-2.5', {}), { value: -2.5 });
  });

  it('tells a missing required text, shows stored values as text and keeps the type of a chosen option', () => {
    assert.equal(missingText('  ', true), true);
    assert.equal(missingText('', false), false);
    assert.equal(inputText(null), '');
    assert.equal(inputText(3), '3');
    assert.equal(optionValue([{ value: 1 }, { value: 2 }], '2'), 2);
    assert.equal(optionValue([{ value: true }], 'true'), true);
    assert.equal(optionValue([{ value: 'a' }], 'b'), undefined);
  });
  it('edits a JSON field: shows its value as JSON, takes any JSON value, removes an emptied optional one, refuses text that does not parse', () => {
    assert.equal(jsonText(undefined), '');
    assert.equal(jsonText('a.png'), '"a.png"');
    assert.equal(jsonText({ a: [1] }), '{\n  "a": [\n    1\n  ]\n}');
    assert.deepEqual(readJsonValue('"b.png"', false), { value: 'b.png' });
    assert.deepEqual(readJsonValue(' [{"x": 1}] ', true), { value: [{ x: 1 }] });
    assert.deepEqual(readJsonValue('null', true), { value: null });
    assert.deepEqual(readJsonValue('  ', false), { remove: true });
    assert.deepEqual(readJsonValue('', true), { error: 'required' });
    assert.deepEqual(readJsonValue('{oops', false), { error: 'invalid' });
    assert.deepEqual(readJsonValue('b.png', false), { error: 'invalid' }, 'a bare word is not JSON');
  });

  it('removes a value at a path keeping every other key, and keeps the values of JSON fields when filling defaults', () => {
    const settings = { a: 1, font: { size: 2, weight: 'bold' }, vendor: true };
    assert.deepEqual(withoutValueAt(settings, ['font', 'weight']), { a: 1, font: { size: 2 }, vendor: true });
    assert.deepEqual(withoutValueAt(settings, ['a']), { font: { size: 2, weight: 'bold' }, vendor: true });
    assert.equal(withoutValueAt(settings, ['missing']), settings);
    assert.equal(withoutValueAt(settings, ['a', 'deeper']), settings);
    const schema = { type: 'object', properties: { logo: { type: 'string', default: 'a.png' }, rows: { type: 'array', items: { type: 'object' } } } };
    const fields = fieldsOf({ schema, form: [{ key: 'logo', type: 'image' }, 'rows'] });
    assert.deepEqual(withDefaults({ rows: [{ x: 1 }], other: 2 }, fields), { rows: [{ x: 1 }], other: 2, logo: 'a.png' });
    assert.deepEqual(withDefaults({ logo: 'b.png' }, fields), { logo: 'b.png' });
  });
});

describe('widget card keys', () => {
  const config: WidgetConfig = { datasources: [], units: '°C', decimals: 1, vendor: 'kept' };

  it('takes decimals from 0 to 15', () => {
    assert.deepEqual(CARD_DECIMALS, { min: 0, max: 15 });
    assert.deepEqual(readNumber('16', { integer: true, ...CARD_DECIMALS }), { error: { code: 'max', limit: 15 } });
    assert.deepEqual(readNumber('-1', { integer: true, ...CARD_DECIMALS }), { error: { code: 'min', limit: 0 } });
    assert.deepEqual(readNumber('15', { integer: true, ...CARD_DECIMALS }), { value: 15 });
  });

  it('sets a key, and removes an emptied optional one so the widget uses its default', () => {
    assert.deepEqual(withCardValue(config, 'dropShadow', false), { ...config, dropShadow: false });
    assert.deepEqual(withCardValue(config, 'decimals', null), { datasources: [], units: '°C', vendor: 'kept' });
    assert.deepEqual(withCardValue(config, 'units', ''), { datasources: [], decimals: 1, vendor: 'kept' });
  });
});

describe('widget actions', () => {
  const open: WidgetAction = { id: 'a1', name: 'Details', type: 'openDashboardState', targetDashboardStateId: 'details', setEntityId: true, vendorFlag: 7 };
  const custom: WidgetAction = { id: 'a2', name: 'Log', type: 'custom', customFunction: 'console.log(entityName);' };
  const config: WidgetConfig = { datasources: [], actions: { rowClick: [open, custom], elsewhere: [] }, title: 'kept' };

  it("lists the descriptor's action sources, then the header button, then sources only the config holds", () => {
    const sources = actionSourcesOf({ actionSources: { rowClick: { name: 'On row click', multiple: false }, actionCellButton: { name: 'Action cell button', multiple: true } } }, config);
    assert.deepEqual(sources, [
      { id: 'rowClick', name: 'On row click', multiple: false },
      { id: 'actionCellButton', name: 'Action cell button', multiple: true },
      { id: HEADER_BUTTON_SOURCE, name: null, multiple: true },
      { id: 'elsewhere', name: 'elsewhere', multiple: true },
    ]);
    assert.deepEqual(actionSourcesOf(null, { datasources: [] }), [{ id: 'headerButton', name: null, multiple: true }]);
    assert.deepEqual(actionsOf(config, 'nothing'), []);
  });

  it('adds the sources a native widget raises, which its 3.4 descriptor does not declare: a row click on tables, a marker click on the map', () => {
    assert.deepEqual(actionSourcesOf(null, { datasources: [] }, { bundleAlias: 'cards', typeAlias: 'entities_table' }), [
      { id: 'rowClick', name: null, multiple: false },
      { id: HEADER_BUTTON_SOURCE, name: null, multiple: true },
    ]);
    assert.deepEqual(actionSourcesOf(null, { datasources: [] }, { bundleAlias: 'maps', typeAlias: 'openstreetmap' }).map((s) => s.id), ['markerClick', HEADER_BUTTON_SOURCE]);
    assert.deepEqual(actionSourcesOf(null, { datasources: [] }, { bundleAlias: 'cards', typeAlias: 'simple_card' }).map((s) => s.id), [HEADER_BUTTON_SOURCE]);
    const declared = actionSourcesOf({ actionSources: { rowClick: { name: 'Row', multiple: true } } }, { datasources: [] }, { bundleAlias: 'alarm_widgets', typeAlias: 'alarms_table' });
    assert.deepEqual(declared[0], { id: 'rowClick', name: 'Row', multiple: true });
    assert.equal(declared.filter((s) => s.id === 'rowClick').length, 1);
  });

  it('makes a new action with the given id, no name, opening a state with its entity set', () => {
    assert.deepEqual(newAction('n1'), { id: 'n1', name: '', icon: 'more_horiz', type: 'openDashboardState', targetDashboardStateId: null, setEntityId: true, stateEntityParamName: null, openRightLayout: false });
  });

  it('requires a name unique in its source (trimmed, any case), and what each type needs to run', () => {
    const siblings = [open, custom];
    assert.deepEqual(actionErrors({ ...newAction('n'), targetDashboardStateId: 's' }, siblings), { name: 'required' });
    assert.deepEqual(actionErrors({ ...open, id: 'n', name: ' details ' }, siblings), { name: 'duplicate' });
    assert.deepEqual(actionErrors(open, siblings), {}, 'its own name is no duplicate');
    assert.deepEqual(actionErrors({ ...open, targetDashboardStateId: null }, siblings), { targetDashboardStateId: 'required' });
    assert.deepEqual(actionErrors({ id: 'u', name: 'Up', type: 'updateDashboardState' }, siblings), {});
    assert.deepEqual(actionErrors({ id: 'd', name: 'Go', type: 'openDashboard' }, siblings), { targetDashboardId: 'required' });
    assert.deepEqual(actionErrors({ id: 'd', name: 'Go', type: 'openDashboard', targetDashboardId: 'db1' }, siblings), {});
    assert.deepEqual(actionErrors({ id: 'm', name: 'Photo', type: 'mobileAction' }, siblings), { mobileAction: 'required' });
    assert.deepEqual(actionErrors({ id: 'm', name: 'Photo', type: 'mobileAction', mobileAction: { type: 'teleport' } }, siblings), { mobileAction: 'required' });
    for (const type of WIDGET_MOBILE_ACTION_TYPES) assert.deepEqual(actionErrors({ id: 'm', name: 'Photo', type: 'mobileAction', mobileAction: { type } }, siblings), {});
  });

  it('knows the eight mobile actions of 3.4', () => {
    assert.deepEqual([...WIDGET_MOBILE_ACTION_TYPES], ['takePictureFromGallery', 'takePhoto', 'mapDirection', 'mapLocation', 'scanQrCode', 'makePhoneCall', 'getLocation', 'takeScreenshot']);
  });

  it('changes the mobile action type and keeps its other keys', () => {
    const action: WidgetAction = { id: 'm', name: 'Call', type: 'mobileAction', mobileAction: { type: 'makePhoneCall', getPhoneNumberFunction: 'return 1;' } };
    assert.deepEqual(withMobileType(action, 'takePhoto').mobileAction, { type: 'takePhoto', getPhoneNumberFunction: 'return 1;' });
  });

  it('saves a new action last and an edited one in place, trimmed, empty texts as null, unknown keys kept', () => {
    const added = saveAction(config, 'rowClick', { ...newAction('n1'), name: ' Open ', targetDashboardStateId: 's', stateEntityParamName: ' ' });
    assert.deepEqual(added.actions?.rowClick?.map((a) => a.id), ['a1', 'a2', 'n1']);
    assert.equal(added.actions?.rowClick?.[2]?.name, 'Open');
    assert.equal(added.actions?.rowClick?.[2]?.stateEntityParamName, null);
    const edited = saveAction(config, 'rowClick', { ...open, name: 'More' });
    assert.deepEqual(edited.actions?.rowClick?.[0], { ...open, name: 'More' });
    assert.equal(edited.title, 'kept');
    assert.deepEqual(edited.actions?.elsewhere, []);
    assert.deepEqual(saveAction({ datasources: [] }, 'headerButton', custom).actions, { headerButton: [custom] });
  });

  it('deletes an action and moves one up or down, leaving the ends unchanged', () => {
    assert.deepEqual(deleteAction(config, 'rowClick', 'a1').actions?.rowClick, [custom]);
    assert.deepEqual(moveAction(config, 'rowClick', 'a2', -1).actions?.rowClick?.map((a) => a.id), ['a2', 'a1']);
    assert.deepEqual(moveAction(config, 'rowClick', 'a1', 1).actions?.rowClick?.map((a) => a.id), ['a2', 'a1']);
    assert.equal(moveAction(config, 'rowClick', 'a1', -1), config);
    assert.equal(moveAction(config, 'rowClick', 'a2', 1), config);
  });
});
