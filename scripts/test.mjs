#!/usr/bin/env node
// Runs every check CI runs and ends with one line: `N passed, N failed`.
// `npm test` runs everything; `npm test -- test/sdk` runs only the node tests under the given paths.
import { spawn } from 'node:child_process';
import { readdirSync, statSync, existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const BROWSER_DIRS = ['test/elements', 'test/console', 'test/e2e'];
let passed = 0;
let failed = 0;

function run(cmd, cmdArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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

async function step(name, cmd, cmdArgs) {
  console.log(`\n── ${name}: ${cmd} ${cmdArgs.join(' ')}`);
  const code = await run(cmd, cmdArgs);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    console.log(`✖ ${name} failed (exit ${code})`);
  }
}

async function nodeTests(paths, skipBrowser = false) {
  const files = paths.flatMap((p) => findTests(join(root, p), skipBrowser));
  if (files.length === 0) return;
  const dir = mkdtempSync(join(tmpdir(), 'tbkit-test-'));
  const tap = join(dir, 'report.tap');
  console.log(`\n── node tests: ${files.length} files`);
  const code = await run(process.execPath, [
    '--import', 'tsx',
    '--test', '--test-concurrency=2',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...files.map((f) => relative(root, f)),
  ]);
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  rmSync(dir, { recursive: true, force: true });
  const count = (label) => Number([...report.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))].at(-1)?.[1] ?? 0);
  const p = count('pass');
  const f = count('fail') + count('cancelled');
  passed += p;
  failed += f;
  if (code !== 0 && f === 0) failed += 1;
}

async function main() {
  if (args.length > 0) {
    await nodeTests(args);
  } else {
    await step('openapi drift', process.execPath, ['openapi/check.mjs']);
    await step('elements manifest drift', process.execPath, ['scripts/manifest.mjs', '--check']);
    await step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
    await step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
    await nodeTests(['test'], true);
    if (existsSync(join(root, 'web-test-runner.config.mjs')) && findTestsIn('test/elements', 'test/console')) {
      await browserTests();
    }
    if (findTestsIn('test/e2e')) {
      await e2eTests();
    }
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

function findTestsIn(...dirs) {
  return dirs.some((d) => {
    const full = join(root, d);
    return existsSync(full) && readdirSync(full, { recursive: true }).some((n) => /\.test\.(ts|tsx|mjs|js)$/.test(String(n)));
  });
}

async function browserTests() {
  console.log('\n── browser tests (web-test-runner, Chromium)');
  const code = await run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']);
  if (code === 0) passed += 1;
  else failed += 1;
}

async function e2eTests() {
  const files = findTests(join(root, 'test/e2e'));
  console.log(`\n── end-to-end tests: ${files.length} files`);
  const before = { passed, failed };
  await nodeTests(['test/e2e']);
  if (passed === before.passed && failed === before.failed) failed += 1;
}

await main();
