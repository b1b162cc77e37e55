import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { failureMessage, markdownToHtml, renderMarkdown } from '../../elements/markdown-viewer/markdown-viewer.logic.js';
import en from '../../elements/i18n/locales/en_US.js';

const failing = (error: unknown) => () => {
  throw error;
};

describe('markdown rendering', () => {
  it('renders fenced code and GitHub tables', () => {
    const html = markdownToHtml('```js\nconst a = 1;\n```\n\n| key | value |\n|---|---|\n| a | 1 |');
    assert.match(html, /<pre><code class="language-js">const a = 1;\n<\/code><\/pre>/);
    assert.match(html, /<table>[\s\S]*<th>key<\/th>[\s\S]*<td>1<\/td>/);
  });

  it('renders a missing source as empty', () => {
    assert.deepEqual(renderMarkdown(undefined), { kind: 'html', html: '' });
    assert.deepEqual(renderMarkdown(null, true), { kind: 'html', html: '' });
  });
});

describe('markdown render failure', () => {
  it('shows the error text', () => {
    assert.deepEqual(renderMarkdown('# x', false, failing(new Error('Unexpected token'))), { kind: 'error', message: 'Unexpected token' });
  });

  it("shows 'Failed to render markdown!' when the error has no text", () => {
    assert.deepEqual(renderMarkdown('# x', false, failing(new Error(''))), { kind: 'error', message: null });
    assert.equal(en.markdown['render-failed'], 'Failed to render markdown!');
  });

  it('shows the plain text instead when falling back to plain markdown', () => {
    assert.deepEqual(renderMarkdown('# *x*', true, failing(new Error('boom'))), { kind: 'plain', text: '# *x*' });
  });

  it('fails for a source that is not text, with the first line of the message', () => {
    const outcome = renderMarkdown(42);
    assert.equal(outcome.kind, 'error');
    assert.equal(outcome.kind === 'error' && outcome.message, 'marked(): input parameter is of type [object Number], string expected');
  });

  it('takes the first line of a message', () => {
    assert.equal(failureMessage(new Error('first\nsecond')), 'first');
    assert.equal(failureMessage('text'), 'text');
    assert.equal(failureMessage({}), null);
  });
});
