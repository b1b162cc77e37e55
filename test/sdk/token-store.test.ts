import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createLocalStorageTokenStore,
  createMemoryTokenStore,
  createProviderTokenStore,
  createTokenSession,
  isExpirationValid,
  storedTokensFor,
  TOKEN_VALIDITY_MARGIN_MS,
  type TokenPair,
} from '../../sdk/index.js';
import { FakeStorage, fakeJwt, fakeTokenPair } from '../support/fake-fetch.js';

const NOW = 1_000_000;

describe('token validity', () => {
  test('a token is valid only while more than 2000 ms remain', () => {
    assert.equal(TOKEN_VALIDITY_MARGIN_MS, 2000);
    assert.equal(isExpirationValid(NOW + 2001, NOW), true);
    assert.equal(isExpirationValid(NOW + 2000, NOW), false);
    assert.equal(isExpirationValid(NOW + 1999, NOW), false);
    assert.equal(isExpirationValid(null, NOW), false);
  });

  test('expiries are computed from the local clock plus the token lifetime', () => {
    const token = fakeJwt({ iat: 100, exp: 9100 });
    const refreshToken = fakeJwt({ iat: 100, exp: 604900 });
    assert.deepEqual(storedTokensFor({ token, refreshToken }, NOW), {
      token,
      tokenExpiration: NOW + 9000 * 1000,
      refreshToken,
      refreshTokenExpiration: NOW + 604800 * 1000,
    });
  });

  test('tokens without iat or exp or with no lifetime are rejected', () => {
    const good = fakeJwt({ iat: 1, exp: 100 });
    assert.equal(storedTokensFor({ token: fakeJwt({ exp: 100 }) }, NOW), null);
    assert.equal(storedTokensFor({ token: fakeJwt({ iat: 100 }) }, NOW), null);
    assert.equal(storedTokensFor({ token: fakeJwt({ iat: 100, exp: 100 }) }, NOW), null);
    assert.equal(storedTokensFor({ token: fakeJwt({ iat: 100, exp: 50 }) }, NOW), null);
    assert.equal(storedTokensFor({ token: 'not-a-jwt' }, NOW), null);
    assert.equal(storedTokensFor({ token: good, refreshToken: fakeJwt({ iat: 5 }) }, NOW), null);
    assert.notEqual(storedTokensFor({ token: good, refreshToken: null }, NOW), null);
  });

  test('saving a token without claims clears the stored pair and signs the user out', async () => {
    const store = createMemoryTokenStore();
    const session = createTokenSession({ store, now: () => NOW, requestRefresh: async () => null });
    assert.notEqual(await session.save(fakeTokenPair()), null);
    assert.notEqual(session.$authUser.get(), null);
    assert.equal(await session.save({ token: fakeJwt({ scopes: ['TENANT_ADMIN'] }), refreshToken: null }), null);
    assert.equal(await store.read(), null);
    assert.equal(session.$authUser.get(), null);
  });
});

describe('local storage token store', () => {
  test('writes exactly the four keys of the 3.4 console', async () => {
    const storage = new FakeStorage();
    const session = createTokenSession({
      store: createLocalStorageTokenStore(storage),
      now: () => NOW,
      requestRefresh: async () => null,
    });
    const pair = fakeTokenPair({ lifetimeS: 9000, refreshLifetimeS: 604800 });
    await session.save(pair);
    assert.deepEqual(Object.fromEntries(storage.items), {
      jwt_token: pair.token,
      jwt_token_expiration: String(NOW + 9_000_000),
      refresh_token: pair.refreshToken,
      refresh_token_expiration: String(NOW + 604_800_000),
    });
  });

  test('reads what another console session stored and clears all keys', async () => {
    const storage = new FakeStorage();
    storage.setItem('jwt_token', 'a.b.c');
    storage.setItem('jwt_token_expiration', '5000');
    storage.setItem('refresh_token', 'd.e.f');
    storage.setItem('refresh_token_expiration', '6000');
    const store = createLocalStorageTokenStore(storage);
    assert.deepEqual(store.read(), { token: 'a.b.c', tokenExpiration: 5000, refreshToken: 'd.e.f', refreshTokenExpiration: 6000 });
    store.clear();
    assert.equal(storage.items.size, 0);
    assert.equal(store.read(), null);
  });

  test('a pre-verification pair leaves no refresh keys behind', () => {
    const storage = new FakeStorage();
    storage.setItem('refresh_token', 'old');
    storage.setItem('refresh_token_expiration', '1');
    const store = createLocalStorageTokenStore(storage);
    store.write({ token: 't', tokenExpiration: 10, refreshToken: null, refreshTokenExpiration: null });
    assert.deepEqual([...storage.items.keys()].sort(), ['jwt_token', 'jwt_token_expiration']);
  });

  test('the signed-in user is known at once from a synchronous store', () => {
    const storage = new FakeStorage();
    const pair = fakeTokenPair();
    storage.setItem('jwt_token', pair.token);
    storage.setItem('jwt_token_expiration', String(NOW + 10_000));
    const session = createTokenSession({ store: createLocalStorageTokenStore(storage), requestRefresh: async () => null });
    assert.equal(session.$authUser.get()?.authority, 'TENANT_ADMIN');
  });
});

describe('memory token store', () => {
  test('keeps a copy of the pair until cleared', () => {
    const store = createMemoryTokenStore();
    const tokens = { token: 't', tokenExpiration: 1, refreshToken: null, refreshTokenExpiration: null };
    store.write(tokens);
    tokens.token = 'changed';
    assert.equal((store.read() as { token: string }).token, 't');
    store.clear();
    assert.equal(store.read(), null);
  });
});

describe('provider token store', () => {
  test('asks the host for credentials, synchronously or not', async () => {
    const pair = fakeTokenPair({ lifetimeS: 60 });
    let calls = 0;
    const syncStore = createProviderTokenStore(() => {
      calls += 1;
      return pair;
    }, { now: () => NOW });
    const asyncStore = createProviderTokenStore(async () => pair, { now: () => NOW });
    assert.equal((await syncStore.read())?.token, pair.token);
    assert.equal((await syncStore.read())?.tokenExpiration, NOW + 60_000);
    assert.equal(calls, 2);
    assert.equal((await asyncStore.read())?.refreshToken, pair.refreshToken);
  });

  test('keeps the expiry of a token it has already seen', async () => {
    let now = NOW;
    const pair = fakeTokenPair({ lifetimeS: 60 });
    const store = createProviderTokenStore(() => pair, { now: () => now });
    await store.read();
    now += 30_000;
    assert.equal((await store.read())?.tokenExpiration, NOW + 60_000);
  });

  test('uses a pair the client stored until the host hands out a new token', async () => {
    let current: TokenPair | null = fakeTokenPair();
    const store = createProviderTokenStore(() => current, { now: () => NOW });
    await store.read();
    const refreshed = { token: 'refreshed', tokenExpiration: NOW + 5000, refreshToken: null, refreshTokenExpiration: null };
    await store.write(refreshed);
    assert.equal((await store.read())?.token, 'refreshed');
    current = fakeTokenPair();
    assert.equal((await store.read())?.token, current.token);
  });

  test('after a clear the host token is no longer used until it changes', async () => {
    let current: TokenPair | null = fakeTokenPair();
    const store = createProviderTokenStore(() => current, { now: () => NOW });
    await store.read();
    await store.clear();
    assert.equal(await store.read(), null);
    current = fakeTokenPair();
    assert.equal((await store.read())?.token, current.token);
    current = null;
    assert.equal(await store.read(), null);
  });

  test('a host token without claims reads as no token', async () => {
    const store = createProviderTokenStore(() => ({ token: fakeJwt({ sub: 'x' }) }), { now: () => NOW });
    assert.equal(await store.read(), null);
  });
});
