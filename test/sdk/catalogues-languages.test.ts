import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_LANGUAGE,
  FILE_SIZE_BASE,
  FILE_SIZE_UNITS,
  SUPPORTED_LANGUAGES,
  formatFileSize,
  matchLanguage,
} from '../../sdk/catalogues/index.js';

describe('languages', () => {
  it('supports the twenty languages with en_US as default', () => {
    assert.equal(SUPPORTED_LANGUAGES.length, 20);
    assert.deepEqual(SUPPORTED_LANGUAGES, [
      'cs_CZ', 'de_DE', 'el_GR', 'en_US', 'es_ES', 'fa_IR', 'fr_FR', 'it_IT', 'ja_JP', 'ka_GE', 'ko_KR', 'lv_LV',
      'pt_BR', 'ro_RO', 'ru_RU', 'sl_SI', 'tr_TR', 'uk_UA', 'zh_CN', 'zh_TW',
    ]);
    assert.equal(DEFAULT_LANGUAGE, 'en_US');
  });

  it('matches the full code first, in either separator and case', () => {
    assert.equal(matchLanguage('zh_TW'), 'zh_TW');
    assert.equal(matchLanguage('zh-TW'), 'zh_TW');
    assert.equal(matchLanguage('pt-br'), 'pt_BR');
  });

  it('falls back to the base language', () => {
    assert.equal(matchLanguage('de'), 'de_DE');
    assert.equal(matchLanguage('de-AT'), 'de_DE');
    assert.equal(matchLanguage('zh-HK'), 'zh_CN');
    assert.equal(matchLanguage('FR'), 'fr_FR');
  });

  it('falls back to en_US when nothing matches', () => {
    assert.equal(matchLanguage('nl_NL'), 'en_US');
    assert.equal(matchLanguage(''), 'en_US');
    assert.equal(matchLanguage(undefined), 'en_US');
    assert.equal(matchLanguage(null), 'en_US');
  });
});

describe('formatFileSize', () => {
  it('uses the units bytes to PB with base 1024', () => {
    assert.deepEqual(FILE_SIZE_UNITS, ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB']);
    assert.equal(FILE_SIZE_BASE, 1024);
  });

  it('shows bytes without decimals', () => {
    assert.equal(formatFileSize(0), '0 bytes');
    assert.equal(formatFileSize(1023), '1023 bytes');
  });

  it('shows KB, MB and GB with one decimal', () => {
    assert.equal(formatFileSize(1024), '1.0 KB');
    assert.equal(formatFileSize(1536), '1.5 KB');
    assert.equal(formatFileSize(5 * 1024 ** 2 + 300 * 1024), '5.3 MB');
    assert.equal(formatFileSize(1024 ** 3), '1.0 GB');
  });

  it('shows TB and PB without decimals and stops at PB', () => {
    assert.equal(formatFileSize(1.6 * 1024 ** 4), '2 TB');
    assert.equal(formatFileSize(3 * 1024 ** 5), '3 PB');
    assert.equal(formatFileSize(2048 * 1024 ** 5), '2048 PB');
  });

  it('shows nothing for a negative or non-finite size', () => {
    assert.equal(formatFileSize(-1), '');
    assert.equal(formatFileSize(Number.NaN), '');
  });
});
