import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../sdk/catalogues/languages.js';
import { KIT_LOCALES } from '../../elements/i18n/loaders.js';
import { CONSOLE_LOCALES } from '../../console/i18n/loaders.js';
import { DASHBOARD_LOCALES } from '../../elements/dashboard/i18n/index.js';
import { DASHEDIT_LOCALES } from '../../elements/dashboard/edit/i18n/index.js';
import { WIDGETS_LOCALES } from '../../elements/dashboard/widgets/values/i18n/index.js';
import { CHARTS_LOCALES } from '../../elements/dashboard/widgets/charts/i18n/index.js';
import { LISTS_LOCALES } from '../../console/pages/entity-list/i18n/index.js';
import { DETAILS_LOCALES } from '../../console/pages/entity-details/i18n/index.js';
import { CUSTOM_LOCALES } from '../../elements/dashboard/widgets/custom/i18n/index.js';
import { PICKERS_LOCALES } from '../../elements/pickers/i18n/index.js';
import { DEVICES_LOCALES } from '../../console/pages/devices/i18n/index.js';
import { RULE_CHAINS_LOCALES } from '../../console/pages/rule-chains/i18n/index.js';
import { TENANT_PROFILES_LOCALES } from '../../console/pages/tenant-profiles/i18n/index.js';
import { QUEUES_LOCALES } from '../../console/pages/queues/i18n/index.js';
import { BUNDLES_LOCALES } from '../../console/pages/widgets-bundles/i18n/index.js';
import { SCOPED_LOCALES } from '../../console/pages/scoped-lists/i18n/index.js';
import { RESOURCES_LOCALES } from '../../console/pages/resources/i18n/index.js';
import { HOME_SETTINGS_LOCALES } from '../../console/pages/home-settings/i18n/index.js';
import { VC_LOCALES } from '../../console/pages/version-control/i18n/index.js';
import { SYSSETTINGS_LOCALES } from '../../console/pages/system-settings/i18n/index.js';

interface PlaceholderDifference {
  key: string;
  expected: string[];
  found: string[];
}

interface Comparison {
  missing: string[];
  extra: string[];
  notText: string[];
  placeholders: PlaceholderDifference[];
}

interface LocaleResult extends Comparison {
  ns: Namespace;
  lang: string;
  fileExists: boolean;
}

interface LanguageCheck {
  compareMessages(english: object, translated: object, lang: string): Comparison;
  checkLocales(): Promise<LocaleResult[]>;
  loadLocale(ns: string, lang: string): Promise<object | null>;
}

const check = (await import(new URL('../../scripts/i18n-check.mjs', import.meta.url).href)) as LanguageCheck;
const results = await check.checkLocales();
const loaders = {
  kit: KIT_LOCALES,
  console: CONSOLE_LOCALES,
  dashboard: DASHBOARD_LOCALES,
  dashedit: DASHEDIT_LOCALES,
  widgets: WIDGETS_LOCALES,
  charts: CHARTS_LOCALES,
  lists: LISTS_LOCALES,
  details: DETAILS_LOCALES,
  custom: CUSTOM_LOCALES,
  pickers: PICKERS_LOCALES,
  devices: DEVICES_LOCALES,
  rulechains: RULE_CHAINS_LOCALES,
  tenantprofiles: TENANT_PROFILES_LOCALES,
  queues: QUEUES_LOCALES,
  bundles: BUNDLES_LOCALES,
  scoped: SCOPED_LOCALES,
  resources: RESOURCES_LOCALES,
  homesettings: HOME_SETTINGS_LOCALES,
  vc: VC_LOCALES,
  syssettings: SYSSETTINGS_LOCALES,
};
type Namespace = keyof typeof loaders;

/** The languages with findings of one kind, each with its keys, so a failure names what to translate. */
function findings(ns: string, pick: (r: LocaleResult) => unknown[]): Record<string, unknown[]> {
  return Object.fromEntries(results.filter((r) => r.ns === ns && pick(r).length > 0).map((r) => [r.lang, pick(r)]));
}

describe('the language check', () => {
  const english = { action: { copy: 'Copy', close: 'Close' }, welcome: 'Welcome, {{name}}' };

  it('lists keys a language lacks and keys English does not have', () => {
    const result = check.compareMessages(english, { action: { copy: 'Kopieren', paste: 'Einfügen' }, welcome: 'Willkommen, {{name}}' }, 'de_DE');
    assert.deepEqual(result.missing, ['action.close']);
    assert.deepEqual(result.extra, ['action.paste']);
    assert.deepEqual(result.placeholders, []);
  });

  it('reports a placeholder that was renamed, dropped or added', () => {
    const renamed = check.compareMessages(english, { action: { copy: 'Copier', close: 'Fermer' }, welcome: 'Bienvenue, {{nom}}' }, 'fr_FR');
    assert.deepEqual(renamed.placeholders, [{ key: 'welcome', expected: ['{{name}}'], found: ['{{nom}}'] }]);
    const dropped = check.compareMessages(english, { action: { copy: 'Copier', close: 'Fermer' }, welcome: 'Bienvenue' }, 'fr_FR');
    assert.deepEqual(dropped.placeholders, [{ key: 'welcome', expected: ['{{name}}'], found: [] }]);
    const added = check.compareMessages(english, { action: { copy: '{{x}}', close: 'Fermer' }, welcome: 'Bienvenue, {{name}}' }, 'fr_FR');
    assert.deepEqual(added.placeholders, [{ key: 'action.copy', expected: [], found: ['{{x}}'] }]);
  });

  it('counts a group replaced by a single text as missing its keys', () => {
    const result = check.compareMessages(english, { action: 'Aktion', welcome: 'Willkommen, {{name}}' }, 'de_DE');
    assert.deepEqual(result.missing, ['action.copy', 'action.close']);
    assert.deepEqual(result.extra, ['action']);
  });

  it('asks each language for its own plural forms', () => {
    const plural = { devices_one: '{{count}} device', devices_other: '{{count}} devices' };
    const russian = check.compareMessages(plural, { devices_one: '{{count}} устройство', devices_other: '{{count}} устройства' }, 'ru_RU');
    assert.deepEqual(russian.missing, ['devices_few', 'devices_many']);
    const japanese = check.compareMessages(plural, { devices_other: '{{count}} 台のデバイス' }, 'ja_JP');
    assert.deepEqual([japanese.missing, japanese.extra], [[], []]);
  });
});

for (const ns of Object.keys(loaders) as Namespace[]) {
  describe(`the ${ns} messages in every language`, () => {
    it(`cover the ${SUPPORTED_LANGUAGES.length} languages, each with its own file`, () => {
      const rows = results.filter((r) => r.ns === ns);
      assert.deepEqual(rows.map((r) => r.lang), [...SUPPORTED_LANGUAGES]);
      assert.deepEqual(rows.filter((r) => !r.fileExists).map((r) => r.lang), []);
    });

    it('have every key of en_US', () => {
      assert.deepEqual(findings(ns, (r) => r.missing), {});
    });

    it('have no key that en_US lacks', () => {
      assert.deepEqual(findings(ns, (r) => r.extra), {});
    });

    it('keep the placeholders of en_US in every message', () => {
      assert.deepEqual(findings(ns, (r) => r.placeholders), {});
    });

    it('hold only text at the ends of the tree', () => {
      assert.deepEqual(findings(ns, (r) => r.notText), {});
    });

    it('load each language from its own file, not from English', async () => {
      const english = await check.loadLocale(ns, DEFAULT_LANGUAGE);
      // A namespace with no messages yet loads the same empty tree in every language.
      if (Object.keys(english ?? {}).length === 0) return;
      for (const lang of SUPPORTED_LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
        const loaded = (await loaders[ns][lang]()).default;
        assert.notDeepEqual(loaded, english, `${ns} ${lang} loads English`);
        assert.deepEqual(loaded, await check.loadLocale(ns, lang), `${ns} ${lang} loads another file`);
      }
    });
  });
}
