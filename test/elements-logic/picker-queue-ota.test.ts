import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { queueSearchQuery, queuesOfPage } from '../../elements/queue-picker/queue-picker.logic.js';
import { otaDetailsPath, otaLabel, otaOfInfo, otaSearchQuery, otasOfPage } from '../../elements/ota-package-autocomplete/ota-package-autocomplete.logic.js';
import { quotedSearch } from '../../elements/entity-autocomplete/entity-autocomplete.logic.js';
import en from '../../elements/pickers/i18n/locales/en_US.js';

describe('queue picker (shared-controls §7, §8)', () => {
  it('asks for page 0 of 10 queues of the service type, by name ascending, with the search text', () => {
    assert.deepEqual(queueSearchQuery('TB_RULE_ENGINE', ' main '), { serviceType: 'TB_RULE_ENGINE', pageSize: 10, page: 0, textSearch: 'main', sortProperty: 'name', sortOrder: 'ASC' });
    assert.equal(queueSearchQuery('TB_CORE', '').textSearch, undefined);
  });
  it('reads the queues of a page, and nothing from an empty or missing page', () => {
    assert.deepEqual(queuesOfPage({ data: [{ id: { id: 'q1' }, name: 'Main' }, { name: 'HighPriority' }, { id: { id: 'x' } }] }), [
      { id: 'q1', name: 'Main' },
      { id: 'HighPriority', name: 'HighPriority' },
    ]);
    assert.deepEqual(queuesOfPage(null), []);
  });
  it("quotes 6 characters of the search then an ellipsis in 'no queues matching'", () => {
    assert.equal(en.queue['no-queues-matching'].replace('{{text}}', quotedSearch('Priority queue')), "No queues match '\u2068Priori…\u2069'.");
  });
});

describe('OTA package autocomplete (shared-controls §2, §7, §8)', () => {
  it('asks for page 0 of 50 packages by title ascending, with the search text', () => {
    assert.deepEqual(otaSearchQuery(' fw '), { pageSize: 50, page: 0, textSearch: 'fw', sortProperty: 'title', sortOrder: 'ASC' });
    assert.equal(otaSearchQuery('').textSearch, undefined);
  });
  it('reads package infos, skipping those without an id', () => {
    assert.deepEqual(otasOfPage({ data: [{ id: { id: 'a' }, title: 'fw', version: '1.0' }, { title: 'no id' }] }), [{ id: 'a', title: 'fw', version: '1.0' }]);
    assert.equal(otaOfInfo(null), null);
  });
  it('shows title and version, and links to the details page by id', () => {
    assert.equal(otaLabel({ id: 'a', title: 'fw', version: '1.0' }), 'fw (1.0)');
    assert.equal(otaLabel({ id: 'a', title: 'fw', version: '' }), 'fw');
    assert.equal(otaDetailsPath('a/b'), '/otaUpdates/a%2Fb');
  });
  it('has the required, not-found and not-matching texts of each update type', () => {
    for (const kind of ['firmware', 'software'] as const) {
      assert.equal(typeof en.ota[`${kind}-required`], 'string');
      assert.equal(typeof en.ota[`no-${kind}`], 'string');
      assert.match(en.ota[`no-${kind}-matching`], /\{\{text\}\}/);
    }
  });
});
