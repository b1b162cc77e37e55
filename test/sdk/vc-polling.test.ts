import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import createOpenApiClient from 'openapi-fetch';
import type { paths } from '../../sdk/generated/schema.js';
import { ApiError } from '../../sdk/errors/api-error.js';
import {
  loadVersion,
  pollVersionCreateStatus,
  pollVersionLoadStatus,
  saveVersion,
  type PollTimers,
  type VersionCreationResult,
  type VersionLoadResult,
} from '../../sdk/vc-polling.js';
import { createFakeServer, json, tbError, type FakeServer } from '../support/fake-fetch.js';

interface Scheduled {
  ms: number;
  run: () => void;
  cleared: boolean;
}

/** Timers that run only when the test says so; `next()` resolves once a wait has been scheduled. */
function manualTimers() {
  const scheduled: Scheduled[] = [];
  let waiting: ((entry: Scheduled) => void) | undefined;
  const timers: PollTimers = {
    setTimeout(run, ms) {
      const entry = { ms, run, cleared: false };
      scheduled.push(entry);
      waiting?.(entry);
      waiting = undefined;
      return entry;
    },
    clearTimeout(handle) {
      (handle as Scheduled).cleared = true;
    },
  };
  const next = () => new Promise<Scheduled>((resolve) => (waiting = resolve));
  return { timers, scheduled, next };
}

/** Timers that fire at once, recording the delays asked for. */
function immediateTimers(delays: number[]): PollTimers {
  return {
    setTimeout(run, ms) {
      delays.push(ms);
      queueMicrotask(run);
      return undefined;
    },
    clearTimeout() {},
  };
}

function clientFor(server: FakeServer) {
  return createOpenApiClient<paths>({ baseUrl: 'http://tb.test', fetch: server.fetch });
}

function statusSequence(...answers: (VersionCreationResult | VersionLoadResult)[]) {
  let index = 0;
  return () => json(200, answers[Math.min(index++, answers.length - 1)]);
}

/** A JSON string answer, quoted as the server writes request ids. */
function jsonString(value: string): Response {
  return new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
}

const CREATE_STATUS = '/api/entities/vc/version/r-1/status';
const LOAD_STATUS = '/api/entities/vc/entity/r-2/status';

describe('version create polling', () => {
  it('asks at once, then every 2000 ms until the answer is done', async () => {
    const server = createFakeServer().route(
      'GET',
      CREATE_STATUS,
      statusSequence({ done: false }, { done: false }, { done: true, added: 3, modified: 1, removed: 0 }),
    );
    const { timers, next } = manualTimers();
    const result = pollVersionCreateStatus(clientFor(server), 'r-1', { timers });

    const first = await next();
    assert.equal(server.requestsTo(CREATE_STATUS).length, 1);
    assert.equal(first.ms, 2000);
    first.run();
    const second = await next();
    assert.equal(server.requestsTo(CREATE_STATUS).length, 2);
    assert.equal(second.ms, 2000);
    second.run();

    assert.deepEqual(await result, { done: true, added: 3, modified: 1, removed: 0 });
    assert.equal(server.requestsTo(CREATE_STATUS).length, 3);
  });

  it('returns the first answer without waiting when it is already done', async () => {
    const server = createFakeServer().route('GET', CREATE_STATUS, json(200, { done: true, error: 'push failed' }));
    const delays: number[] = [];
    const result = await pollVersionCreateStatus(clientFor(server), 'r-1', { timers: immediateTimers(delays) });
    assert.deepEqual(result, { done: true, error: 'push failed' });
    assert.deepEqual(delays, []);
  });

  it('reports every status to the listener', async () => {
    const server = createFakeServer().route('GET', CREATE_STATUS, statusSequence({ done: false }, { done: true }));
    const seen: unknown[] = [];
    await pollVersionCreateStatus(clientFor(server), 'r-1', {
      timers: immediateTimers([]),
      onStatus: (status) => seen.push(status),
    });
    assert.deepEqual(seen, [{ done: false }, { done: true }]);
  });

  it('stops waiting when aborted and asks no more', async () => {
    const server = createFakeServer().route('GET', CREATE_STATUS, json(200, { done: false }));
    const { timers, next } = manualTimers();
    const controller = new AbortController();
    const result = pollVersionCreateStatus(clientFor(server), 'r-1', { timers, signal: controller.signal });
    const pending = await next();
    controller.abort();
    await assert.rejects(result, { name: 'AbortError' });
    assert.equal(pending.cleared, true);
    assert.equal(server.requestsTo(CREATE_STATUS).length, 1);
  });

  it('does not ask at all when the signal is already aborted', async () => {
    const server = createFakeServer().route('GET', CREATE_STATUS, json(200, { done: true }));
    await assert.rejects(
      pollVersionCreateStatus(clientFor(server), 'r-1', { signal: AbortSignal.abort() }),
      { name: 'AbortError' },
    );
    assert.equal(server.requests.length, 0);
  });

  it('fails with the classified error when the request is unknown', async () => {
    const server = createFakeServer().route('GET', CREATE_STATUS, tbError(404, 32, 'Requested item wasn\'t found!'));
    const error: unknown = await pollVersionCreateStatus(clientFor(server), 'r-1').catch((e: unknown) => e);
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 404);
    assert.equal(error.errorCode, 32);
    assert.equal(error.url, CREATE_STATUS);
  });

  it('saves a version and polls the request id the server answered', async () => {
    const server = createFakeServer()
      .route('POST', '/api/entities/vc/version', jsonString('r-1'))
      .route('GET', CREATE_STATUS, statusSequence({ done: false }, { done: true, added: 1 }));
    const delays: number[] = [];
    const request = {
      type: 'SINGLE_ENTITY' as const,
      versionName: 'v1',
      branch: 'main',
      entityId: { entityType: 'DEVICE' as const, id: 'd-1' },
      config: { saveRelations: false, saveAttributes: true, saveCredentials: true },
    };
    const result = await saveVersion(clientFor(server), request, { timers: immediateTimers(delays) });
    assert.deepEqual(result, { done: true, added: 1 });
    assert.deepEqual(JSON.parse(server.requestsTo('/api/entities/vc/version')[0]?.body ?? ''), request);
    assert.deepEqual(delays, [2000]);
  });
});

describe('version load polling', () => {
  it('polls the load status every 2000 ms until done and returns the load error when there is one', async () => {
    const failed = {
      done: true,
      error: { type: 'RUNTIME' as const, message: 'boom' },
    };
    const server = createFakeServer().route('GET', LOAD_STATUS, statusSequence({ done: false }, { done: false }, failed));
    const delays: number[] = [];
    const result = await pollVersionLoadStatus(clientFor(server), 'r-2', { timers: immediateTimers(delays) });
    assert.deepEqual(result, failed);
    assert.deepEqual(delays, [2000, 2000]);
    assert.equal(server.requestsTo(LOAD_STATUS).length, 3);
  });

  it('loads a version and polls the request id, also when the id comes unquoted', async () => {
    const server = createFakeServer()
      .route('POST', '/api/entities/vc/entity', json(200, 'r-2'))
      .route('GET', LOAD_STATUS, json(200, { done: true, result: [{ entityType: 'DEVICE', created: 2 }] }));
    const result = await loadVersion(clientFor(server), {
      type: 'ENTITY_TYPE',
      versionId: 'abc',
      entityTypes: {},
    } as never, { timers: immediateTimers([]) });
    assert.deepEqual(result, { done: true, result: [{ entityType: 'DEVICE', created: 2 }] });
  });

  it('honours a custom interval', async () => {
    const server = createFakeServer().route('GET', LOAD_STATUS, statusSequence({ done: false }, { done: true }));
    const delays: number[] = [];
    await pollVersionLoadStatus(clientFor(server), 'r-2', { timers: immediateTimers(delays), intervalMs: 500 });
    assert.deepEqual(delays, [500]);
  });
});
