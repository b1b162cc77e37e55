#!/usr/bin/env node
// Runs every check CI runs and ends with one line: `N passed, N failed`.
// `npm test` runs everything; `npm test -- test/sdk` runs only the node tests under the given paths.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readdirSync, statSync, existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const BROWSER_DIRS = ['test/elements', 'test/console', 'test/e2e'];
let passed = 0;
let failed = 0;
const running = new Set();
const tempDirs = new Set();

function run(cmd, cmdArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...options });
    running.add(child);
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// An interrupted run passes the signal on, waits a little for what it started and removes its files.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.once(signal, async () => {
    const children = [...running];
    for (const child of children) child.kill(signal);
    const closed = Promise.all(children.map((child) => new Promise((resolve) => child.once('close', resolve))));
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    await stopSharedPostgres();
    process.exit(code);
  });
}

function findTests(dir, skipBrowser = false, out = []) {
  if (!existsSync(dir)) return out;
  const st = statSync(dir);
  if (st.isFile()) {
    if (/\.test\.(ts|mjs|js)$/.test(dir)) out.push(dir);
    return out;
  }
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    const rel = relative(root, full);
    if (name === 'node_modules' || name === 'fixtures') continue;
    if (skipBrowser && BROWSER_DIRS.some((b) => rel === b || rel.startsWith(b + '/'))) continue;
    findTests(full, skipBrowser, out);
  }
  return out;
}

const startedAt = performance.now();

async function step(name, cmd, cmdArgs) {
  console.log(`\n── ${name}: ${cmd} ${cmdArgs.join(' ')}`);
  const stepStart = performance.now();
  const code = await run(cmd, cmdArgs);
  console.log(`── ${name} took ${((performance.now() - stepStart) / 1000).toFixed(1)} s`);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✖ ${name} failed (exit ${code})`);
  }
}

/**
 * Starts `node --import tsx <entry>`: a service that prints one JSON line when ready and stops,
 * removing its files, when its stdin closes: at `stop()`, or when this process dies. Answers what it
 * printed with `stop`, or undefined when it exits before.
 */
function startService(entry, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = new Promise((done) => child.once('close', done));
    child.once('close', () => resolve(undefined));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ ...JSON.parse(line), stop: async () => { child.stdin.end(); await exited; } });
    });
  });
}

// One PostgreSQL for the whole run, holding the migrated and seeded template every test server copies
// (test/support/shared-postgres.ts).
let sharedPostgres;

function startSharedPostgres() {
  sharedPostgres ??= startService('test/support/shared-postgres.ts').then((postgres) => {
    if (postgres) console.log(`\n── test PostgreSQL: migrated and seeded the template database in ${(postgres.ms / 1000).toFixed(1)} s`);
    return postgres;
  });
  return sharedPostgres;
}

async function stopSharedPostgres() {
  await (await sharedPostgres)?.stop();
}

const usesTestServer = (file) => readFileSync(file, 'utf8').includes('support/server');

async function nodeTests(paths, skipBrowser = false) {
  const files = paths.flatMap((p) => findTests(join(root, p), skipBrowser));
  if (files.length === 0) return;
  let env = process.env;
  if (files.some(usesTestServer)) {
    const postgres = await startSharedPostgres();
    if (postgres) env = { ...env, TBKIT_TEST_POSTGRES_URL: postgres.url, TBKIT_TEST_DIR: postgres.dir };
    else {
      failed += 1;
      console.log('✖ test PostgreSQL failed to start; each test file starts its own');
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'tbkit-test-'));
  tempDirs.add(dir);
  const tap = join(dir, 'report.tap');
  console.log(`\n── node tests: ${files.length} files`);
  const code = await run(process.execPath, [
    '--import', 'tsx',
    '--test', '--test-concurrency=2',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...files.map((f) => relative(root, f)),
  ], { env });
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
  const count = (label) => Number([...report.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  const p = count('pass');
  const f = count('fail') + count('cancelled');
  passed += p;
  failed += f;
  if (code !== 0 && f === 0) failed += 1;
}

async function main() {
  if (args.length > 0) {
    if (args.every(isE2ePath)) await e2eTests(args);
    else await nodeTests(args);
  } else {
    await step('openapi drift', process.execPath, ['openapi/check.mjs']);
    await step('elements manifest drift', process.execPath, ['scripts/manifest.mjs', '--check']);
    // Each of these is single-threaded: two at a time keep both cores busy.
    await Promise.all([
      step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
      step('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
    ]);
    // The bundles build while the node tests run; most of those wait on the database, not the processor.
    const bundles = findTestsIn('test/elements', 'test/console', 'test/e2e') ? buildOnce() : undefined;
    await nodeTests(['test'], true);
    await bundles;
    if (existsSync(join(root, 'web-test-runner.config.mjs')) && findTestsIn('test/elements', 'test/console')) {
      await browserTests();
    }
    if (findTestsIn('test/e2e')) {
      await e2eTests(['test/e2e']);
    }
  }
  await stopSharedPostgres();
  console.log(`\n── all of it took ${((performance.now() - startedAt) / 60_000).toFixed(1)} min`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

function findTestsIn(...dirs) {
  return dirs.some((d) => {
    const full = join(root, d);
    return existsSync(full) && readdirSync(full, { recursive: true }).some((n) => /\.test\.(ts|tsx|mjs|js)$/.test(String(n)));
  });
}

/** Runs a command showing its output as it comes, and answers its exit code and everything it printed. */
function runCapturing(cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; process.stdout.write(chunk); });
    child.stderr.on('data', (chunk) => { output += chunk; process.stderr.write(chunk); });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Newest modification time of a file or of any file under a folder. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), st.mtimeMs);
}

/** Whether the bundles in dist/ are missing or older than a source they are built from. */
function buildIsStale() {
  const outputs = ['dist/elements/index.js', ...(existsSync(join(root, 'console/index.html')) ? ['dist/console/index.html'] : [])];
  if (outputs.some((o) => !existsSync(join(root, o)))) return true;
  const built = Math.min(...outputs.map((o) => statSync(join(root, o)).mtimeMs));
  const sources = ['sdk', 'elements', 'console', 'rollup.config.mjs', 'tsconfig.json', 'package-lock.json'];
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

let build;

/** Builds the bundles once per run (`npx rollup -c`) when dist/ is stale: the end-to-end server serves dist/console. */
function buildOnce() {
  build ??= buildIsStale() ? step('build', 'npx', ['rollup', '-c', '--silent']) : Promise.resolve(console.log('\n── build: dist/ is up to date'));
  return build;
}

/** Browser tests in one web-test-runner run; its summary line gives the numbers of passed and failed tests. */
async function browserTests() {
  await buildOnce();
  console.log('\n── browser tests (web-test-runner, Chromium)');
  const { code, output } = await runCapturing('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']);
  // eslint-disable-next-line no-control-regex -- colour codes around the numbers
  const summary = [...output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  const p = Number(summary?.[1] ?? 0);
  const f = Number(summary?.[2] ?? 0);
  passed += p;
  failed += f;
  // A file that failed to load or a browser that did not start fails no single test.
  if ((code !== 0 && f === 0) || !summary) {
    failed += 1;
    console.log(`✖ browser tests failed (exit ${code})`);
  }
}

const isE2ePath = (path) => /^(\.\/)?test\/e2e(\/|$)/.test(path);

/** Starts the end-to-end server (test/e2e/support/serve.ts: a temporary data directory and a free port). */
function startE2eServer() {
  return startService('test/e2e/support/serve.ts', { ...process.env, TB_DEMO_SIMULATOR: process.env.TB_DEMO_SIMULATOR ?? 'false' });
}

/** End-to-end tests: built bundles, one server for every file (its URL in TB_E2E_URL), node's test runner. */
async function e2eTests(paths) {
  const files = paths.flatMap((p) => findTests(join(root, p)));
  console.log(`\n── end-to-end tests: ${files.length} files`);
  await buildOnce();
  const server = await startE2eServer();
  if (!server) {
    failed += 1;
    console.log('✖ end-to-end server failed to start');
    return;
  }
  console.log(`── end-to-end server at ${server.url}, started in ${(server.ms / 1000).toFixed(1)} s`);
  process.env.TB_E2E_URL = server.url;
  process.env.TB_E2E_DATABASE_URL = server.databaseUrl;
  const before = { passed, failed };
  try {
    await nodeTests(paths);
  } finally {
    delete process.env.TB_E2E_URL;
    delete process.env.TB_E2E_DATABASE_URL;
    await server.stop();
  }
  if (passed === before.passed && failed === before.failed) failed += 1;
}

await main();
