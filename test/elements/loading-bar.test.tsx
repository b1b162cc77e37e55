import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { atom } from 'nanostores';
import '../../elements/loading-bar/define.js';
import { configure } from '../../elements/core/runtime.js';
import { axeViolations, shadowQuery } from './support/kit-test.js';

const bar = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[role=progressbar]') ?? null;

describe('tb-loading-bar', () => {
  it('shows an indeterminate bar across the top while the count is above 0 and nothing at 0', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-loading-bar']>(html`<tb-loading-bar></tb-loading-bar>`);
    const count = atom(0);
    el.count = count;
    await waitUntil(() => el.shadowRoot?.childNodes.length !== undefined, 'rendered');
    expect(bar(el)).to.equal(null);
    count.set(1);
    await waitUntil(() => bar(el), 'shown at 1');
    const box = bar(el)!.getBoundingClientRect();
    expect([box.top, box.left, box.width]).to.deep.equal([0, 0, document.documentElement.clientWidth]);
    expect(bar(el)!.getAttribute('aria-label')).to.equal('Loading');
    expect(bar(el)!.hasAttribute('aria-valuenow')).to.equal(false);
    expect(shadowQuery(el, '[role=progressbar] > div').getAnimations().length).to.equal(1);
    count.set(2);
    count.set(0);
    await waitUntil(() => !bar(el), 'hidden at 0');
  });

  it('follows the requests in flight of the configured client', async () => {
    const realFetch = window.fetch;
    let answer: (r: Response) => void = () => undefined;
    window.fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    try {
      const client = configure({ baseUrl: 'http://loading-bar.test' });
      const el = await fixture<HTMLElement>(html`<tb-loading-bar inline></tb-loading-bar>`);
      const request = client.GET('/api/noauth/oauth2Clients' as never, {} as never);
      await waitUntil(() => bar(el), 'shown while the request is in flight');
      expect(getComputedStyle(bar(el)!).position).to.equal('relative');
      answer(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
      await request;
      await waitUntil(() => !bar(el), 'hidden once it answered');
    } finally {
      window.fetch = realFetch;
    }
  });

  it('has no accessibility violations while loading', async () => {
    const el = await fixture<HTMLElementTagNameMap['tb-loading-bar']>(html`<tb-loading-bar></tb-loading-bar>`);
    el.count = atom(3);
    await waitUntil(() => bar(el), 'shown');
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
