import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_LANGUAGES } from '../../sdk/catalogues/languages.js';
import { LANGUAGE_NATIVE_NAMES, languageOptions, selectedLanguage } from '../../elements/language-select/language-select.logic.js';

/** The subtag the CLDR names each language by: the base language, the region or script where two share one. */
const CLDR_SUBJECT: Record<string, string> = { pt_BR: 'pt-BR', zh_CN: 'zh-Hans', zh_TW: 'zh-Hant' };

describe('language select', () => {
  it('offers the 20 supported languages in the platform order', () => {
    const options = languageOptions();
    assert.equal(options.length, 20);
    assert.deepEqual(
      options.map((o) => o.value),
      [...SUPPORTED_LANGUAGES],
    );
    assert.deepEqual(options[5], { value: 'fa_IR', label: 'فارسی', tag: 'fa-IR' });
  });

  it('names each language in that language, as the CLDR does', () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const tag = lang.replace('_', '-');
      const own = new Intl.DisplayNames([tag], { type: 'language' }).of(CLDR_SUBJECT[lang] ?? tag.split('-')[0]!)!;
      assert.equal(LANGUAGE_NATIVE_NAMES[lang].toLocaleLowerCase(tag), own.toLocaleLowerCase(tag), lang);
    }
  });

  it('selects the full code, then the base language, then en_US', () => {
    assert.equal(selectedLanguage('de_DE'), 'de_DE');
    assert.equal(selectedLanguage('de-AT'), 'de_DE');
    assert.equal(selectedLanguage('pt'), 'pt_BR');
    assert.equal(selectedLanguage('xx'), 'en_US');
    assert.equal(selectedLanguage(undefined), 'en_US');
  });
});
