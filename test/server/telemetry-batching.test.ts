import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BatchLoader } from '../../server/telemetry/batch-loader.js';
import { TsWriteBatcher } from '../../server/telemetry/ts-batcher.js';
import { dedupeHistory, newestPerKey, tsInsertParams, type TsWrite } from '../../server/telemetry/ts-store.js';

const write = (id: string, n = 1): TsWrite => ({
  entity: { entityType: 'DEVICE', id },
  entries: Array.from({ length: n }, (_, i) => ({ ts: i, key: 'k', value: { type: 'LONG' as const, value: BigInt(i) } })),
});

/** A store whose calls finish only when released, recording what each call carried. */
function gatedStore(fail: (writes: TsWrite[]) => boolean = () => false) {
  const calls: TsWrite[][] = [];
  const gates: Array<() => void> = [];
  const store = (writes: TsWrite[]) => {
    calls.push(writes);
    return new Promise<void>((resolve, reject) => gates.push(() => (fail(writes) ? reject(new Error('bad')) : resolve())));
  };
  const release = async () => {
    for (let i = 0; i < 1000 && gates.length === 0; i++) await Promise.resolve();
    const open = gates.shift();
    if (!open) throw new Error('no store call to release');
    open();
  };
  return { calls, store, release };
}

test('stores the first write at once and the writes arriving meanwhile together', async () => {
  const { calls, store, release } = gatedStore();
  const b = new TsWriteBatcher(store);
  const first = b.write(write('a'));
  const rest = [b.write(write('b')), b.write(write('c'))];
  assert.deepEqual(calls.map((c) => c.map((w) => w.entity.id)), [['a']]);
  await release();
  await first;
  await release();
  await Promise.all(rest);
  assert.deepEqual(calls.map((c) => c.map((w) => w.entity.id)), [['a'], ['b', 'c']]);
});

test('caps a batch by entries, always taking at least one write', async () => {
  const { calls, store, release } = gatedStore();
  const b = new TsWriteBatcher(store, 3);
  const all = [b.write(write('a')), b.write(write('b', 2)), b.write(write('c', 2)), b.write(write('d', 5))];
  for (let i = 0; i < 4; i++) await release();
  await Promise.all(all);
  assert.deepEqual(calls.map((c) => c.map((w) => w.entity.id)), [['a'], ['b'], ['c'], ['d']]);
});

test('retries a failed batch write by write so only the faulty one fails', async () => {
  const { calls, store, release } = gatedStore((writes) => writes.some((w) => w.entity.id === 'bad'));
  const b = new TsWriteBatcher(store);
  const first = b.write(write('a'));
  const good = b.write(write('b'));
  const bad = b.write(write('bad'));
  await release();
  await first;
  for (let i = 0; i < 3; i++) await release();
  await good;
  await assert.rejects(bad, /bad/);
  assert.deepEqual(calls.map((c) => c.map((w) => w.entity.id)), [['a'], ['b', 'bad'], ['b'], ['bad']]);
});

test('loads the keys asked while a load runs in one call, answering undefined for unknown keys', async () => {
  const calls: string[][] = [];
  let releaseFirst!: () => void;
  const loader = new BatchLoader<number>(async (keys) => {
    calls.push(keys);
    if (calls.length === 1) await new Promise<void>((r) => (releaseFirst = r));
    return new Map(keys.filter((k) => k !== 'x').map((k) => [k, k.length]));
  });
  const a = loader.load('a');
  const later = [loader.load('bb'), loader.load('bb'), loader.load('x')];
  releaseFirst();
  assert.equal(await a, 1);
  assert.deepEqual(await Promise.all(later), [2, 2, undefined]);
  assert.deepEqual(calls, [['a'], ['bb', 'x']]);
});

test('keeps the last value per entity, key and ts, and the newest per entity and key as latest', () => {
  const e = (entity: string, ts: number, value: number) => ({ entity: { entityType: 'DEVICE', id: entity }, ts, key: 'k', value: { type: 'LONG' as const, value: BigInt(value) } });
  const history = dedupeHistory([e('a', 1, 1), e('a', 1, 2), e('b', 1, 3), e('a', 2, 4)]);
  assert.deepEqual(history.map((h) => [h.entity.id, h.ts, Number(h.value.value)]), [['a', 1, 2], ['b', 1, 3], ['a', 2, 4]]);
  assert.deepEqual(newestPerKey(history).map((h) => [h.entity.id, h.ts]), [['a', 2], ['b', 1]]);
  assert.equal(tsInsertParams([{ entity: { entityType: 'DEVICE', id: 'a' }, entries: [] }]), undefined);
  assert.equal(tsInsertParams([write('a', 3), write('b', 2)])?.length, 17);
});
