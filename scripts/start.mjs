#!/usr/bin/env node
// `npm start`: builds the bundles, then starts the server (embedded PostgreSQL and demo data, or a
// proxy to a real ThingsBoard when TB_URL is set).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
if (existsSync(new URL('../rollup.config.mjs', import.meta.url)) && process.env.TB_SKIP_BUILD !== 'true') {
  const build = spawnSync('npx', ['rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('build failed');
    process.exit(build.status ?? 1);
  }
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (code) => process.exit(code ?? 0));
