import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../sdk/catalogues/languages.js';
import { interpolate, pluralCategory, PLURAL_CATEGORIES, Translator, type MessageTree } from '../../elements/core/translator.js';
import kitEnglish from '../../elements/i18n/locales/en_US.js';
import kitGerman from '../../elements/i18n/locales/de_DE.js';
import consoleEnglish from '../../console/i18n/locales/en_US.js';
import consoleGerman from '../../console/i18n/locales/de_DE.js';

interface I18nCheck {
  flatten(tree: MessageTree): Map<string, unknown>;
  NAMESPACES: Record<string, string>;
}
const { flatten, NAMESPACES } = (await import(new URL('../../scripts/i18n-check.mjs', import.meta.url).href)) as I18nCheck;

/** A translator with the kit's and the console's English and German messages, and the warnings it gave. */
function translator(language = 'en_US') {
  const warnings: string[] = [];
  const i18n = new Translator('en_US', 'kit', (message) => warnings.push(message));
  i18n.add('en_US', 'kit', kitEnglish);
  i18n.add('en_US', 'console', consoleEnglish);
  i18n.add('de_DE', 'kit', kitGerman);
  i18n.add('de_DE', 'console', consoleGerman);
  i18n.language = language;
  return { i18n, warnings };
}

async function messageFiles(): Promise<Array<{ ns: string; lang: SupportedLanguage; tree: MessageTree }>> {
  const files = [];
  for (const [ns, dir] of Object.entries(NAMESPACES)) {
    for (const lang of SUPPORTED_LANGUAGES) {
      const module = (await import(`../../${dir}/${lang}.js`)) as { default: MessageTree };
      files.push({ ns, lang, tree: module.default });
    }
  }
  return files;
}

describe('kit translator', () => {
  it('finds a key of the default namespace and of a named one, in the active language', () => {
    const { i18n } = translator('de_DE');
    assert.equal(i18n.t('action.copy'), 'Kopieren');
    assert.equal(i18n.t('kit:action.copy'), 'Kopieren');
    assert.equal(i18n.t('console:device.delete-devices-title', { count: 3 }), 'Ausgewählte Geräte löschen (3)?');
  });

  it('fills {{placeholders}} as given, without HTML escaping, and keeps one that has no value', () => {
    const { i18n } = translator();
    assert.equal(i18n.t('entity.no-entities-matching', { entity: '<b>&"x"</b>' }), "No entities match '<b>&\"x\"</b>'.");
    assert.equal(i18n.t('entity.selected-entities'), '{{count}} selected');
    assert.equal(interpolate('{{ user.name }} has {{n}}', { user: { name: 'Ann' }, n: 0 }), 'Ann has 0');
    assert.equal(interpolate('[{{gone}}]', { gone: null }), '[]');
  });

  it('falls back to English for a key the active language lacks', () => {
    const { i18n, warnings } = translator('de_DE');
    i18n.add('en_US', 'extra', { only: { english: 'Only in English, {{name}}' } });
    assert.equal(i18n.t('extra:only.english', { name: 'Ann' }), 'Only in English, Ann');
    assert.deepEqual(warnings, []);
  });

  it('looks a key up in every registered namespace after the named one, as the console relies on', () => {
    const { i18n } = translator();
    // `entity.selected-entities` is a kit message; the console's texts reach it with their own prefix.
    assert.equal(i18n.t('console:entity.selected-entities', { count: 2 }), '2 selected');
    assert.equal(i18n.exists('console:entity.selected-entities'), true);
  });

  it('warns of a missing key once per call and shows the default value, or the key without its namespace', () => {
    const { i18n, warnings } = translator();
    assert.equal(i18n.t('console:no.such-key'), 'no.such-key');
    assert.equal(i18n.t('pickers:entity-type.ROBOT', { defaultValue: 'ROBOT {{n}}', n: 1 }), 'ROBOT 1');
    assert.deepEqual(warnings, ['Missing translation: console:no.such-key', 'Missing translation: pickers:entity-type.ROBOT']);
    assert.equal(i18n.exists('no.such-key'), false);
    assert.equal(i18n.exists('Temperature: inside'), false);
    assert.equal(i18n.exists('action'), false, 'a group of messages is not a message');
    assert.equal(warnings.length, 2, 'exists never warns');
  });

  it('picks plural forms with Intl.PluralRules of the language, `_zero` for 0 when written, the plain key otherwise', () => {
    const i18n = new Translator('en_US', 'kit', () => {});
    i18n.add('en_US', 'kit', { items_zero: 'none', items_one: '{{count}} item', items_other: '{{count}} items', plain: '{{count}} things' });
    i18n.add('ru_RU', 'kit', { items_one: '{{count}} элемент', items_few: '{{count}} элемента', items_many: '{{count}} элементов' });
    assert.deepEqual([0, 1, 2].map((count) => i18n.t('items', { count })), ['none', '1 item', '2 items']);
    assert.equal(i18n.t('plain', { count: 1 }), '1 things');
    i18n.language = 'ru_RU';
    assert.deepEqual([1, 3, 5, 21].map((count) => i18n.t('items', { count })), ['1 элемент', '3 элемента', '5 элементов', '21 элемент']);
    // Russian has no `_other` here for 1.5: English's form for 1.5 is used.
    assert.equal(i18n.t('items', { count: 1.5 }), '1.5 items');
    assert.equal(pluralCategory('ru_RU', 3), 'few');
    assert.equal(pluralCategory('de-DE', 1), 'one');
  });

  it('adding messages again merges them into what a namespace already has', () => {
    const { i18n, warnings } = translator();
    assert.equal(i18n.t('action.extra'), 'action.extra', 'not there yet');
    i18n.add('en_US', 'kit', { action: { extra: 'Extra' } });
    assert.equal(i18n.t('action.extra'), 'Extra');
    assert.equal(i18n.t('action.copy'), 'Copy');
    assert.equal((kitEnglish.action as Record<string, string>).extra, undefined, 'the message module itself is untouched');
    assert.equal(warnings.length, 1);
    i18n.language = 'de_DE';
    assert.equal(i18n.t('action.copy'), 'Kopieren', 'a looked-up message follows a change of language');
  });

  it('every plural-looking key of the message files uses a plural category the translator knows, and no message nests $t()', async () => {
    for (const { ns, lang, tree } of await messageFiles()) {
      for (const [key, text] of flatten(tree)) {
        const suffix = /_([a-z]+)$/.exec(key)?.[1];
        if (suffix && /^(plural|zero|one|two|few|many|other)$/.test(suffix)) {
          assert.ok((PLURAL_CATEGORIES as readonly string[]).includes(suffix), `${ns}:${key} (${lang})`);
        }
        assert.ok(typeof text !== 'string' || !text.includes('$t('), `${ns}:${key} (${lang}) nests a message`);
      }
    }
  });

  it('every English message of every namespace is found again through the translator', async () => {
    const i18n = new Translator('en_US', 'kit', (message) => assert.fail(message));
    const english = (await messageFiles()).filter((f) => f.lang === 'en_US');
    for (const { ns, tree } of english) i18n.add('en_US', ns, tree);
    for (const { ns, tree } of english) {
      for (const [key, text] of flatten(tree)) assert.equal(i18n.t(`${ns}:${key}`), text);
    }
  });
});

describe('kit i18n module', () => {
  it('registers a namespace in English at once, loads the chosen language lazily and falls back to English', async () => {
    const { registerLocales, setLanguage, translate, labelText, kitI18n } = await import('../../elements/core/i18n.js');
    const english = { greet: { hello: 'Hello, {{name}}' }, only: { english: 'Only English' } };
    const load = (lang: SupportedLanguage) => async (): Promise<{ default: MessageTree }> => ({ default: lang === 'de_DE' ? { greet: { hello: 'Hallo, {{name}}' } } : english });
    const loaders = Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, load(lang)])) as Record<SupportedLanguage, () => Promise<{ default: MessageTree }>>;
    await registerLocales('probe', english, loaders);
    assert.equal(translate('probe:greet.hello', { name: 'Ann' }), 'Hello, Ann');
    assert.equal(await setLanguage('de-AT'), 'de_DE');
    assert.equal(translate('probe:greet.hello', { name: 'Ann' }), 'Hallo, Ann');
    assert.equal(translate('probe:only.english'), 'Only English');
    assert.equal(translate('action.copy'), 'Kopieren', 'the kit namespace loaded its German messages too');
    assert.equal(labelText(translate, 'probe:greet.hello'), 'Hallo, {{name}}');
    assert.equal(labelText(translate, 'Temperature: inside'), 'Temperature: inside');
    assert.equal(kitI18n.language, 'de_DE');
    await setLanguage('en');
    assert.equal(translate('action.copy'), 'Copy');
  });
});
