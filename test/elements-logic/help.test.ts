import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHelpLoader, helpCandidates, HELP_NOT_FOUND } from '../../elements/core/help.js';

const sources = { helpBaseUrl: 'https://help.example', localBase: '' };

describe('help pages', () => {
  it('tries the help base in the language, then en_US, then the local assets in both', () => {
    assert.deepEqual(helpCandidates('widget/editor', 'de_DE', sources), [
      'https://help.example/help/de_DE/widget/editor.md',
      'https://help.example/help/en_US/widget/editor.md',
      '/help/de_DE/widget/editor.md',
      '/help/en_US/widget/editor.md',
    ]);
  });

  it('tries each address once for the default language', () => {
    assert.deepEqual(helpCandidates('devices', 'en_US', sources), ['https://help.example/help/en_US/devices.md', '/help/en_US/devices.md']);
  });

  it('uses only the local assets when the help base is unknown', () => {
    assert.deepEqual(helpCandidates('devices', 'en_US', { helpBaseUrl: null }), ['/help/en_US/devices.md']);
  });

  it('falls back to English when the language has no page', async () => {
    const asked: string[] = [];
    const loader = createHelpLoader({
      ...sources,
      fetch: async (url) => {
        asked.push(url);
        return url.includes('/en_US/') ? new Response('# Devices') : new Response('no', { status: 404 });
      },
    });
    assert.equal(await loader.load('devices', 'fr_FR'), '# Devices');
    assert.deepEqual(asked, ['https://help.example/help/fr_FR/devices.md', 'https://help.example/help/en_US/devices.md']);
  });

  it('answers Not found when no address has the page, also when the network fails', async () => {
    const loader = createHelpLoader({ ...sources, fetch: async () => Promise.reject(new TypeError('offline')) });
    assert.equal(await loader.load('devices', 'de_DE'), HELP_NOT_FOUND);
    assert.equal(HELP_NOT_FOUND, '## Not found');
  });

  it('expands includes and the base placeholders', async () => {
    const pages: Record<string, string> = {
      'https://help.example/help/en_US/a.md': 'See ${helpBaseUrl}/x\n{% include b %}',
      'https://help.example/help/en_US/b.md': 'B part',
    };
    const loader = createHelpLoader({ ...sources, fetch: async (url) => (pages[url] ? new Response(pages[url]) : new Response('', { status: 404 })) });
    assert.equal(await loader.load('a', 'en_US'), 'See https://help.example/x\nB part');
  });
});
