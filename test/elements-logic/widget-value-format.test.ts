import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_DECIMALS, NO_VALUE_TEXT, decimalsOf, formatNumber, formatValue, keyLabel, noValueText, parseNumeric, unitsOf, valueText,
} from '../../elements/dashboard/widgets/values/value-format.logic.js';
import { PATTERN_DEFAULT_DECIMALS, escapeHtml, fillPattern } from '../../elements/dashboard/widgets/values/pattern.logic.js';
import type { LatestRow } from '../../elements/dashboard/widgets/widget-contract.js';

const key = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: 'timeseries' as const, label: name, ...extra });

describe('value decimals and units', () => {
  it('takes the key decimals over the widget decimals over the valueDecimals setting', () => {
    const context = { config: { decimals: 3 }, settings: { valueDecimals: 1 } };
    assert.equal(decimalsOf(key('t', { decimals: 0 }), context), 0);
    assert.equal(decimalsOf(key('t', { decimals: null }), context), 3);
    assert.equal(decimalsOf(key('t'), { settings: { valueDecimals: 1 } }), 1);
    assert.equal(decimalsOf(key('t'), {}), null);
  });

  it('keeps decimals between 0 and 10', () => {
    assert.equal(MAX_DECIMALS, 10);
    assert.equal(decimalsOf(key('t', { decimals: 42 })), 10);
    assert.equal(decimalsOf(key('t', { decimals: -2 })), 0);
  });

  it('takes the key units over the widget units', () => {
    assert.equal(unitsOf(key('t', { units: '°C' }), { config: { units: 'K' } }), '°C');
    assert.equal(unitsOf(key('t', { units: '' }), { config: { units: 'K' } }), 'K');
    assert.equal(unitsOf(key('t'), {}), '');
  });
});

describe('formatting a value', () => {
  it('prints numbers with their decimals and units', () => {
    const formatted = formatValue('21.456', key('t', { units: '°C', decimals: 1 }));
    assert.deepEqual(formatted, { kind: 'number', text: '21.5', units: '°C', number: 21.456 });
    assert.equal(valueText(formatted), '21.5 °C');
  });

  it('prints numbers as they came when nothing sets decimals', () => {
    assert.equal(formatValue('21.456', key('t')).text, '21.456');
    assert.equal(formatValue(7, key('t')).text, '7');
  });

  it('shows text, booleans and JSON as the text they are, without units', () => {
    assert.deepEqual(formatValue('on', key('t', { units: '°C' })), { kind: 'text', text: 'on', units: '', number: null });
    assert.equal(formatValue('true', key('t')).text, 'true');
    assert.equal(formatValue('{"a":1}', key('t')).text, '{"a":1}');
    assert.equal(formatValue('0x10', key('t')).kind, 'text');
  });

  it('shows an em dash for no value, or the noValueText setting', () => {
    assert.equal(NO_VALUE_TEXT, '—');
    assert.deepEqual(formatValue(null, key('t', { units: '%' })), { kind: 'empty', text: '—', units: '', number: null });
    assert.equal(formatValue('  ', key('t')).text, '—');
    assert.equal(formatValue(undefined, key('t'), { settings: { noValueText: 'n/a' } }).text, 'n/a');
    assert.equal(noValueText({ settings: { noValueText: '' } }), '—');
  });

  it('reads decimal notation only and never prints minus zero', () => {
    assert.equal(parseNumeric(' -1.5e2 '), -150);
    assert.equal(parseNumeric('Infinity'), null);
    assert.equal(parseNumeric(''), null);
    assert.equal(formatNumber(-0.04, 1), '0.0');
    assert.equal(formatNumber(-0.06, 1), '-0.1');
  });

  it('labels a key by its label, else its name', () => {
    assert.equal(keyLabel({ name: 'temperature', label: 'Temperature' }), 'Temperature');
    assert.equal(keyLabel({ name: 'temperature', label: '' }), 'temperature');
  });
});

describe('pattern placeholders', () => {
  const row: LatestRow = {
    entity: { entityType: 'DEVICE', id: 'd1', name: 'Thermostat T1', label: 'Office' },
    datasourceName: 'Thermostats',
    cells: [
      { key: key('temperature', { label: 'Temperature', decimals: 1, units: '°C' }), ts: 1, value: '21.456' },
      { key: key('mode', { label: 'Mode' }), ts: 1, value: '<b>eco</b>' },
    ],
  };

  it('fills entity, datasource and key placeholders; numbers without units', () => {
    const text = fillPattern('${entityName} (${entityLabel}, ${entityType}) in ${dsName}: ${Temperature} ${mode}', row);
    assert.equal(text, 'Thermostat T1 (Office, DEVICE) in Thermostats: 21.5 <b>eco</b>');
  });

  it('takes decimals after a colon, 2 when the count is missing, and keys by #index', () => {
    assert.equal(PATTERN_DEFAULT_DECIMALS, 2);
    assert.equal(fillPattern('${Temperature:3} ${Temperature:} ${#0:0}', row), '21.456 21.46 21');
  });

  it('escapes the inserted values for HTML and leaves unknown placeholders as written', () => {
    assert.equal(fillPattern('<i>${Mode}</i> ${nothing}', row, {}, escapeHtml), '<i>&lt;b&gt;eco&lt;/b&gt;</i> ${nothing}');
  });

  it('prints the no-value text for a key without a value', () => {
    const empty: LatestRow = { datasourceName: 'Simulated', cells: [{ key: key('t'), ts: null, value: null }] };
    assert.equal(fillPattern('${t} in ${entityName}', empty), '— in Simulated');
  });
});
