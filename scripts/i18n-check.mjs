#!/usr/bin/env node
// Compares every language of the kit's and the console's messages with en_US: keys missing from a language,
// keys en_US lacks, and placeholders ({{name}}, $t(key)) that differ.
//   node --import tsx scripts/i18n-check.mjs            report; exits 1 when a language differs from en_US
//   node --import tsx scripts/i18n-check.mjs --json     the findings as JSON
//   node --import tsx scripts/i18n-check.mjs --all      every key, not only the first ones of each list
//   node --import tsx --test scripts/i18n-check.mjs     one test per namespace and language
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../sdk/catalogues/languages.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The namespaces of messages and the folder of each one's locale files. */
export const NAMESPACES = {
  kit: 'elements/i18n/locales',
  console: 'console/i18n/locales',
  dashboard: 'elements/dashboard/i18n/locales',
  widgets: 'elements/dashboard/widgets/values/i18n/locales',
  charts: 'elements/dashboard/widgets/charts/i18n/locales',
  lists: 'console/pages/entity-list/i18n/locales',
  details: 'console/pages/entity-details/i18n/locales',
  custom: 'elements/dashboard/widgets/custom/i18n/locales',
  pickers: 'elements/pickers/i18n/locales',
  devices: 'console/pages/devices/i18n/locales',
  dashedit: 'elements/dashboard/edit/i18n/locales',
  widgetconfig: 'elements/dashboard/edit/config/i18n/locales',
  widgetdata: 'elements/dashboard/edit/data/i18n/locales',
  contact: 'elements/contact-form/i18n/locales',
  editors: 'elements/editors/i18n/locales',
  profiles: 'console/pages/device-profiles/i18n/locales',
  ota: 'console/pages/ota-updates/i18n/locales',
  edges: 'console/pages/edges/i18n/locales',
  rulechains: 'console/pages/rule-chains/i18n/locales',
  tenantprofiles: 'console/pages/tenant-profiles/i18n/locales',
  queues: 'console/pages/queues/i18n/locales',
  bundles: 'console/pages/widgets-bundles/i18n/locales',
  scoped: 'console/pages/scoped-lists/i18n/locales',
  resources: 'console/pages/resources/i18n/locales',
  homesettings: 'console/pages/home-settings/i18n/locales',
  vc: 'console/pages/version-control/i18n/locales',
  syssettings: 'console/pages/system-settings/i18n/locales',
};

/** The plural suffixes the kit translator (elements/core/translator.ts) reads after a key (`devices_one`, `devices_other` …). */
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The leaves of a message tree as dotted keys; a leaf that is not a string is kept as it is. */
export function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

/** The interpolations and nested references of a message, sorted and without repeats. */
export function placeholders(text) {
  if (typeof text !== 'string') return [];
  const found = [...text.matchAll(/\{\{\s*(.+?)\s*\}\}|\$t\(\s*(.+?)\s*\)/g)].map((m) => (m[1] !== undefined ? `{{${m[1]}}}` : `$t(${m[2]})`));
  return [...new Set(found)].sort();
}

/** The plural categories a language needs (the translator's key suffixes), from the platform's plural rules. */
export function pluralCategories(lang) {
  return new Intl.PluralRules(lang.replace('_', '-')).resolvedOptions().pluralCategories;
}

/** Splits `base_suffix` when English has the `_other` form of the base, so the key is a plural form. */
function pluralBase(key, englishKeys) {
  const match = /^(.*)_([a-z]+)$/.exec(key);
  if (!match || !PLURAL_SUFFIXES.includes(match[2])) return null;
  return englishKeys.has(`${match[1]}_other`) ? { base: match[1], category: match[2] } : null;
}

/**
 * The keys a language must have, each with the English text its placeholders are compared with: the keys
 * of en_US, plural keys replaced by the plural forms of the language (`_zero` kept when English has it).
 */
export function expectedKeys(english, lang) {
  const expected = new Map();
  const categories = pluralCategories(lang);
  for (const [key, text] of english) {
    const plural = pluralBase(key, english);
    if (!plural) {
      expected.set(key, text);
      continue;
    }
    const forms = plural.category === 'zero' ? ['zero'] : categories.filter((c) => c !== 'zero' || !english.has(`${plural.base}_zero`));
    for (const form of forms) {
      const formKey = `${plural.base}_${form}`;
      if (!expected.has(formKey)) expected.set(formKey, english.get(formKey) ?? english.get(`${plural.base}_other`));
    }
  }
  return expected;
}

/** The differences of one language's message tree from the English tree. */
export function compareMessages(englishTree, translatedTree, lang) {
  const english = flatten(englishTree);
  const translated = flatten(translatedTree);
  const expected = lang === DEFAULT_LANGUAGE ? english : expectedKeys(english, lang);
  const missing = [...expected.keys()].filter((key) => !translated.has(key));
  const extra = [...translated.keys()].filter((key) => !expected.has(key));
  const notText = [...translated].filter(([key, text]) => expected.has(key) && typeof text !== 'string').map(([key]) => key);
  const differing = [];
  for (const [key, text] of translated) {
    if (!expected.has(key) || typeof text !== 'string') continue;
    const want = placeholders(expected.get(key));
    const have = placeholders(text);
    if (want.join('\u0000') !== have.join('\u0000')) differing.push({ key, expected: want, found: have });
  }
  return { missing, extra, notText, placeholders: differing, keys: expected.size };
}

/** Loads a namespace's locale file of one language; null when the file does not exist. */
export async function loadLocale(ns, lang) {
  const file = join(root, NAMESPACES[ns], `${lang}.ts`);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)).default;
}

/** Checks every language of every namespace against en_US. */
export async function checkLocales(languages = SUPPORTED_LANGUAGES) {
  const results = [];
  for (const ns of Object.keys(NAMESPACES)) {
    const english = await loadLocale(ns, DEFAULT_LANGUAGE);
    for (const lang of languages) {
      const translated = await loadLocale(ns, lang);
      const result = compareMessages(english, translated ?? {}, lang);
      results.push({ ns, lang, file: `${NAMESPACES[ns]}/${lang}.ts`, fileExists: translated !== null, englishKeys: flatten(english).size, ...result });
    }
  }
  return results;
}

/** True when a language has every key, nothing more, and every placeholder of English. */
export function isComplete(result) {
  return result.fileExists && result.missing.length + result.extra.length + result.notText.length + result.placeholders.length === 0;
}

function list(keys, all) {
  const shown = all ? keys : keys.slice(0, 8);
  return shown.join(', ') + (shown.length < keys.length ? `, … ${keys.length - shown.length} more` : '');
}

/** The findings as lines of text, one block per namespace. */
export function formatReport(results, { all = false } = {}) {
  const lines = [];
  for (const ns of Object.keys(NAMESPACES)) {
    const rows = results.filter((r) => r.ns === ns);
    if (rows.length === 0) continue;
    const complete = rows.filter(isComplete).length;
    lines.push(`${ns}: ${rows[0].englishKeys} keys in en_US, ${complete} of ${rows.length} languages complete`);
    for (const r of rows) {
      if (isComplete(r)) continue;
      const head = r.fileExists ? `${r.missing.length} missing` : `no file ${r.file}, ${r.missing.length} missing`;
      lines.push(`  ${r.lang}: ${head}, ${r.extra.length} extra, ${r.placeholders.length} placeholder differences${r.notText.length ? `, ${r.notText.length} not text` : ''}`);
      if (r.missing.length && r.fileExists) lines.push(`    missing: ${list(r.missing, all)}`);
      if (r.extra.length) lines.push(`    extra: ${list(r.extra, all)}`);
      if (r.notText.length) lines.push(`    not text: ${list(r.notText, all)}`);
      for (const p of r.placeholders) lines.push(`    placeholders of ${p.key}: want ${p.expected.join(' ') || 'none'}, found ${p.found.join(' ') || 'none'}`);
    }
  }
  return lines.join('\n');
}

async function registerTests() {
  const { it } = await import('node:test');
  const assert = (await import('node:assert/strict')).default;
  for (const r of await checkLocales()) {
    it(`${r.ns} ${r.lang} has exactly the keys and placeholders of en_US`, () => {
      assert.ok(r.fileExists, `${r.file} is missing`);
      assert.deepEqual({ missing: r.missing, extra: r.extra, notText: r.notText, placeholders: r.placeholders }, { missing: [], extra: [], notText: [], placeholders: [] });
    });
  }
}

async function main() {
  if (process.env.NODE_TEST_CONTEXT) return registerTests();
  const results = await checkLocales();
  const args = process.argv.slice(2);
  console.log(args.includes('--json') ? JSON.stringify(results, null, 2) : formatReport(results, { all: args.includes('--all') }));
  process.exitCode = results.every(isComplete) ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
