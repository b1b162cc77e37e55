import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { credentialSource, sourceKey } from '../../elements/dashboard/embed/credential-source.logic.js';

const token = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const numbers = new Map<unknown, number>();
const numberOf = (provider: unknown) => {
  if (!numbers.has(provider)) numbers.set(provider, numbers.size + 1);
  return numbers.get(provider)!;
};

describe('an embedded element\'s credential source', () => {
  const provider = () => null;
  const tokens = { token: token({ userId: 'u1' }), refreshToken: null };

  it('is its token provider, else its token pair, else its public id, else the page\'s setup', () => {
    assert.deepEqual(credentialSource({ tokenProvider: provider, tokens, publicId: 'p' }), { kind: 'provider', provider });
    assert.deepEqual(credentialSource({ tokens, publicId: 'p' }), { kind: 'tokens', tokens });
    assert.deepEqual(credentialSource({ tokens: { token: '' }, publicId: 'p' }), { kind: 'public', publicId: 'p' });
    assert.deepEqual(credentialSource({ tokens: null, publicId: '' }), { kind: 'page' });
    assert.deepEqual(credentialSource({}), { kind: 'page' });
  });

  it("is shared by elements with the same provider, the same user's pairs or the same public id; the page's client has no key", () => {
    const other = () => null;
    assert.equal(sourceKey({ kind: 'provider', provider }, numberOf), sourceKey({ kind: 'provider', provider }, numberOf));
    assert.notEqual(sourceKey({ kind: 'provider', provider }, numberOf), sourceKey({ kind: 'provider', provider: other }, numberOf));
    assert.equal(sourceKey({ kind: 'tokens', tokens }, numberOf), 'user u1');
    assert.equal(sourceKey({ kind: 'tokens', tokens: { token: token({ userId: 'u1', iat: 2 }) } }, numberOf), 'user u1');
    assert.equal(sourceKey({ kind: 'tokens', tokens: { token: 'opaque' } }, numberOf), 'token opaque');
    assert.equal(sourceKey({ kind: 'public', publicId: 'p' }, numberOf), 'public p');
    assert.equal(sourceKey({ kind: 'page' }, numberOf), null);
  });
});
