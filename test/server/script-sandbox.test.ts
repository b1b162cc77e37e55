import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { MAX_CONCURRENT_SCRIPTS, runScript, SCRIPT_TIMEOUT_MS, type ScriptRun } from '../../server/rule-nodes/script-sandbox.js';
import { parseScriptRun } from '../../server/rule-nodes/script-request.js';
import { rolesOf, type Roles } from './rule-chains-support.js';

const base: ScriptRun = {
  script: 'return true;', scriptType: 'filter', argNames: ['msg', 'metadata', 'msgType'],
  msg: '{"temperature":22,"unit":"C"}', metadata: { deviceName: 'T1', deviceType: 'thermostat' }, msgType: 'POST_TELEMETRY_REQUEST',
};
const run = (script: string, scriptType: string, extra: Partial<ScriptRun> = {}, timeoutMs?: number) =>
  runScript({ ...base, ...extra, script, scriptType }, timeoutMs);

describe('script sandbox', () => {
  test('answers filter results as true or false text', async () => {
    assert.deepEqual(await run('return msg.temperature > 20;', 'filter'), { output: 'true', error: '' });
    assert.deepEqual(await run('return metadata.deviceName === "T2";', 'filter'), { output: 'false', error: '' });
  });

  test('refuses a filter result that is not a boolean', async () => {
    assert.deepEqual(await run('return 1;', 'filter'), { output: '', error: 'TypeError: Wrong result type: number (expected boolean)' });
  });

  test('answers switch results as a JSON list of labels without repeats', async () => {
    assert.deepEqual(await run('return ["Hot", "Alert", "Hot"];', 'switch'), { output: '["Hot","Alert"]', error: '' });
    assert.deepEqual(await run('return msgType;', 'switch'), { output: '["POST_TELEMETRY_REQUEST"]', error: '' });
    assert.equal((await run('return ["a", 2];', 'switch')).error, 'TypeError: Wrong result type: number (expected string items)');
    assert.equal((await run('return {};', 'switch')).error, 'TypeError: Wrong result type: object (expected an array of strings)');
  });

  test('answers update results as message, metadata and type, keeping what the script leaves out', async () => {
    const full = await run('msg.temperature = 30; return {msg: msg, metadata: {n: 1, ok: true, o: {a: 1}, gone: null}, msgType: "CUSTOM"};', 'update');
    assert.equal(full.error, '');
    assert.deepEqual(JSON.parse(full.output), { msg: { temperature: 30, unit: 'C' }, metadata: { n: '1', ok: 'true', o: '{"a":1}' }, msgType: 'CUSTOM' });
    const partial = await run('msg.temperature = 99; return {metadata: {only: "this"}};', 'update');
    assert.deepEqual(JSON.parse(partial.output), { msg: { temperature: 22, unit: 'C' }, metadata: { only: 'this' }, msgType: 'POST_TELEMETRY_REQUEST' });
    const none = await run('return {};', 'update');
    assert.deepEqual(JSON.parse(none.output), { msg: { temperature: 22, unit: 'C' }, metadata: base.metadata, msgType: 'POST_TELEMETRY_REQUEST' });
    assert.equal((await run('return [1];', 'update')).error, 'TypeError: Wrong result type: array (expected an object with msg, metadata and msgType)');
  });

  test('calls generator scripts with their own argument names', async () => {
    const res = await run('return {msg: {count: prevMsg.temperature + 1}, metadata: prevMetadata, msgType: prevMsgType};', 'generate',
      { argNames: ['prevMsg', 'prevMetadata', 'prevMsgType'] });
    assert.deepEqual(JSON.parse(res.output), { msg: { count: 23 }, metadata: base.metadata, msgType: 'POST_TELEMETRY_REQUEST' });
  });

  test('answers json results as JSON text and string results as they are', async () => {
    assert.deepEqual(await run('return {a: [1, "b"], c: null};', 'json'), { output: '{"a":[1,"b"],"c":null}', error: '' });
    assert.deepEqual(await run('return undefined;', 'json'), { output: 'null', error: '' });
    assert.deepEqual(await run('return "Temperature: " + msg.temperature;', 'string'), { output: 'Temperature: 22', error: '' });
    assert.equal((await run('return 5;', 'string')).error, 'TypeError: Wrong result type: number (expected string)');
  });

  test('reports a syntax error with its line', async () => {
    const res = await run('var a = 1;\nreturn a +;', 'filter');
    assert.equal(res.output, '');
    assert.match(res.error, /^SyntaxError: Unexpected token ';' \(line 2\)$/);
  });

  test('reports a runtime error with its line and column, and thrown values', async () => {
    assert.equal((await run('\n  return missing.value;', 'filter')).error, 'ReferenceError: missing is not defined (line 2, column 3)');
    assert.equal((await run('throw new RangeError("too far");', 'filter')).error, 'RangeError: too far (line 1, column 7)');
    assert.equal((await run('throw "boom";', 'filter')).error, 'Uncaught boom');
  });

  test('stops an endless loop at the time limit with a clear error', async () => {
    assert.equal(SCRIPT_TIMEOUT_MS, 500);
    assert.deepEqual(await run('while (true) {}', 'filter', {}, 50), { output: '', error: 'Script execution timed out after 50 ms' });
    assert.deepEqual(await run('var n = 0; for (;;) { n++; }', 'json', {}, 50), { output: '', error: 'Script execution timed out after 50 ms' });
  });

  test('answers what a script returned and drops the endless work it queued', async () => {
    assert.deepEqual(await run('Promise.resolve().then(function () { for (;;) {} }); return true;', 'filter', {}, 50), { output: 'true', error: '' });
    assert.deepEqual(await run('(async function () { await 0; for (;;) {} })(); return "done";', 'string', {}, 50), { output: 'done', error: '' });
    assert.deepEqual(await run('return true;', 'filter'), { output: 'true', error: '' });
  });

  test('stops a script that exhausts its memory', async () => {
    const res = await run('var a = []; for (;;) { a.push(new Array(1000000).fill(1)); }', 'json', {}, 5000);
    assert.equal(res.output, '');
    assert.match(res.error, /^Script execution (ran out of memory|timed out after 5000 ms)$/);
  });

  test('runs more scripts than the concurrency limit side by side, each with its own answer', async () => {
    assert.equal(MAX_CONCURRENT_SCRIPTS, 4);
    const runs = Array.from({ length: 9 }, (_v, i) => run(`return "run ${i}";`, 'string'));
    assert.deepEqual((await Promise.all(runs)).map((r) => r.output), Array.from({ length: 9 }, (_v, i) => `run ${i}`));
  });

  test('gives scripts no process, require, timers, console or code generation', async () => {
    const probe = 'return [typeof process, typeof require, typeof setTimeout, typeof setInterval, typeof console, typeof module, typeof globalThis.process].join();';
    assert.deepEqual(await run(probe, 'string'), { output: 'undefined,undefined,undefined,undefined,undefined,undefined,undefined', error: '' });
    assert.match((await run('return msg.constructor.constructor("return process")();', 'json')).error, /^EvalError: Code generation from strings disallowed/);
    assert.match((await run('return eval("1");', 'json')).error, /^EvalError/);
  });

  test('survives scripts that tamper with the built-ins of the sandbox', async () => {
    assert.deepEqual(await run('Object.prototype.toJSON = function () { return null; }; return true;', 'filter'), { output: '', error: 'Script execution failed' });
    assert.deepEqual(await run('JSON.stringify = function () { return 7; }; return true;', 'filter'), { output: 'true', error: '' });
    assert.deepEqual(await run('return true;', 'filter'), { output: 'true', error: '' });
  });

  test('reports an invalid message and an unsupported script type', async () => {
    assert.match((await run('return true;', 'filter', { msg: '{not json' })).error, /^Invalid message JSON: SyntaxError: /);
    assert.deepEqual(await run('return true;', 'compile'), { output: '', error: 'Unsupported script type: compile' });
  });

  test('reads the test request: defaults, metadata values as text, and 400 for bad fields', () => {
    assert.deepEqual(parseScriptRun({ script: 'return 1;' }), { script: 'return 1;', scriptType: '', argNames: ['msg', 'metadata', 'msgType'], msg: '{}', metadata: {}, msgType: '' });
    assert.deepEqual(parseScriptRun({ script: '', msg: { a: 1 }, metadata: { n: 2, s: 'x', z: null } }).metadata, { n: '2', s: 'x' });
    assert.equal(parseScriptRun({ script: '', msg: { a: 1 } }).msg, '{"a":1}');
    for (const body of [{}, { script: 1 }, { script: '', argNames: ['a b'] }, { script: '', argNames: 'msg' }, { script: '', metadata: [] },
      { script: '', msgType: 5 }, { script: '', argNames: ['a', 'b', 'c', 'd'] }, null]) {
      assert.throws(() => parseScriptRun(body), (e: { status?: number }) => e.status === 400, JSON.stringify(body));
    }
  });
});

describe('script test endpoint', () => {
  let server: TestServer;
  let roles: Roles;
  before(async () => {
    server = await startTestServer();
    roles = await rolesOf(server, 'script');
  });
  after(() => server.close());

  const body = { script: 'return {msg: msg, metadata: metadata, msgType: msgType};', scriptType: 'update', argNames: ['msg', 'metadata', 'msgType'],
    msg: '{"temperature":22}', metadata: { deviceName: 'T1' }, msgType: 'POST_TELEMETRY_REQUEST' };

  test('answers output and error texts of a script run', async () => {
    const res = await server.call('POST', '/api/ruleChain/testScript', { token: roles.tenant, body });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { output: '{"msg":{"temperature":22},"metadata":{"deviceName":"T1"},"msgType":"POST_TELEMETRY_REQUEST"}', error: '' });
    const failing = await server.call('POST', '/api/ruleChain/testScript', { token: roles.tenant, body: { ...body, script: 'return nope;' } });
    assert.equal(failing.status, 200);
    assert.deepEqual(failing.body, { output: '', error: 'ReferenceError: nope is not defined (line 1, column 1)' });
  });

  test('stops an endless script after 500 ms and still answers 200', async () => {
    const res = await server.call('POST', '/api/ruleChain/testScript', { token: roles.tenant, body: { ...body, script: 'for (;;) {}' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { output: '', error: 'Script execution timed out after 500 ms' });
  });

  test('answers 400 for a body without a script', async () => {
    const res = await server.call('POST', '/api/ruleChain/testScript', { token: roles.tenant, body: { scriptType: 'filter' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.message, 'script should be specified!');
  });

  test('lets only tenant administrators test scripts', async () => {
    for (const token of [roles.sysadmin, roles.customer, roles.otherCustomer]) {
      assert.equal((await server.call('POST', '/api/ruleChain/testScript', { token, body })).status, 403);
    }
    assert.equal((await server.call('POST', '/api/ruleChain/testScript', { token: roles.otherTenant, body })).status, 200);
    assert.equal((await server.call('POST', '/api/ruleChain/testScript', { body })).status, 401);
  });
});
