import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { Db } from '../../server/db/db.js';
import type { EmbeddedDatabase } from '../../server/db/embedded.js';
import { EXTERNAL_FAILURES_TOLERATED, superviseDatabase } from '../../server/db/supervisor.js';
import { DATABASE_UNAVAILABLE_MESSAGE, toApiError } from '../../server/http/errors.js';

/** A database handle whose probe fails while `down` is set, as a refused connection does. */
function fakeDb(state: { down: boolean }): Db {
  const pool = Object.assign(new EventEmitter(), {
    query: async () => {
      if (state.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return { rows: [] };
    },
  });
  return { pool } as unknown as Db;
}

test('a dead embedded database is started again, and only once while it is being started', async () => {
  const state = { down: true };
  let running = false;
  let restarts = 0;
  const embedded: EmbeddedDatabase = {
    connectionString: 'postgres://x', isRunning: () => running, stop: async () => {},
    restart: async () => {
      restarts++;
      running = true;
      state.down = false;
    },
  };
  const lost: string[] = [];
  const supervisor = superviseDatabase({ db: fakeDb(state), embedded, log: () => {}, onLost: (m) => lost.push(m), intervalMs: 60_000 });
  await Promise.all([supervisor.check(), supervisor.check()]);
  await supervisor.check();
  await supervisor.stop();
  assert.equal(restarts, 1);
  assert.deepEqual(lost, []);
});

test('an external database that stays unreachable is reported lost once, with a clear message', async () => {
  const state = { down: true };
  const lost: string[] = [];
  const supervisor = superviseDatabase({ db: fakeDb(state), log: () => {}, onLost: (m) => lost.push(m), intervalMs: 60_000 });
  for (let i = 1; i < EXTERNAL_FAILURES_TOLERATED; i++) await supervisor.check();
  assert.deepEqual(lost, [], 'a short outage is tolerated');
  await supervisor.check();
  await supervisor.check();
  await supervisor.stop();
  assert.equal(lost.length, 1);
  assert.match(lost[0]!, /^the database at DATABASE_URL is unreachable: connect ECONNREFUSED/);
});

test('requests meeting a lost database answer 503, not 500', () => {
  for (const err of [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    new Error('Connection terminated unexpectedly'),
  ]) {
    const apiError = toApiError(err);
    assert.deepEqual([apiError.status, apiError.message], [503, DATABASE_UNAVAILABLE_MESSAGE], err.message);
  }
  assert.equal(toApiError(Object.assign(new Error('syntax error'), { code: '42601' })).status, 500);
});
