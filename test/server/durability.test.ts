import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/start.js';
import { freePort } from '../../server/db/embedded.js';
import { isProcessAlive as alive, readPostmasterPid, releaseDataDirectory } from '../../server/db/postmaster.js';

/**
 * These tests run their own embedded PostgreSQL on their own data directories: they kill it, and
 * kill the server holding it.
 */

const dirs: string[] = [];
const scratch = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `tbkit-${label}-`));
  dirs.push(dir);
  return dir;
};
const children: ChildProcess[] = [];
after(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});


/** The processes a postmaster started, with their command lines. */
function childrenOf(pid: number): Array<{ pid: number; command: string }> {
  const out: Array<{ pid: number; command: string }> = [];
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) continue;
      out.push({ pid: Number(name), command: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\u0000').join(' ') });
    } catch (_err) {}
  }
  return out;
}

/**
 * Pauses PostgreSQL's WAL writer, as a busy machine may: then only commits that flush their own
 * WAL reach the disk, and a crash loses every commit that did not.
 */
function pauseWalWriter(databaseDir: string): void {
  const writer = childrenOf(readPostmasterPid(databaseDir)!).find((c) => /walwriter/.test(c.command));
  assert.ok(writer, 'PostgreSQL has a WAL writer');
  process.kill(writer.pid, 'SIGSTOP');
}

/** Kills a postmaster and every process it started at once, as a crash of the machine would. */
function crashPostgres(databaseDir: string): void {
  const pid = readPostmasterPid(databaseDir);
  assert.ok(pid !== undefined && alive(pid), 'PostgreSQL runs');
  for (const p of [pid, ...childrenOf(pid).map((c) => c.pid)]) {
    try {
      process.kill(p, 'SIGKILL');
    } catch (_err) {}
  }
}

test('PostgreSQL killed during ingest: the server starts it again and every acknowledged point is stored', async () => {
  const dataDir = scratch('durability');
  const server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, demoSimulator: false, dataDir, databaseUrl: undefined });
  try {
    const deviceId = (await server.ctx.db.one<{ id: string }>("SELECT device_id AS id FROM device_credentials WHERE credentials_id = 'demo-thermostat-t1'"))!.id;
    const base = 1_700_000_000_000;
    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    let killedAt: number | undefined;
    let okAfterKill = 0;
    const deadline = Date.now() + 90_000;
    pauseWalWriter(join(dataDir, 'postgres'));
    const worker = async () => {
      while (Date.now() < deadline && okAfterKill < 200) {
        const seq = next++;
        let status = 0;
        try {
          const res = await fetch(`${server.url}/api/v1/demo-thermostat-t1/telemetry`, {
            method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ts: base + seq, values: { seq } }),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch (_err) {}
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200) {
          acknowledged.push(seq);
          if (killedAt !== undefined) okAfterKill++;
        }
        if (killedAt === undefined && acknowledged.length >= 400) {
          killedAt = Date.now();
          crashPostgres(join(dataDir, 'postgres'));
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    assert.ok(killedAt !== undefined, 'PostgreSQL was killed');
    assert.ok(okAfterKill >= 200, `the server took device messages again after the crash (${okAfterKill} since)`);
    const failed = [...statuses].filter(([status]) => status !== 200 && status !== 503);
    assert.deepEqual(failed, [], 'while the database was down the server answered 503');
    const stored = await server.ctx.db.query<{ ts: number }>(
      "SELECT ts FROM ts_kv WHERE entity_id = $1 AND key = 'seq' AND ts = ANY($2::bigint[])", [deviceId, acknowledged.map((s) => base + s)]);
    const have = new Set(stored.map((r) => Number(r.ts) - base));
    const lost = acknowledged.filter((s) => !have.has(s));
    assert.deepEqual(lost.slice(0, 20), [], `${lost.length} of ${acknowledged.length} acknowledged points lost`);
  } finally {
    await server.close();
  }
});

/** Starts `server/main.ts` as `npm start` does; resolves once it listens, or with its output when it exits. */
async function startMain(dataDir: string, port: number): Promise<{ child: ChildProcess; output: () => string; exited: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TB_DATA_DIR: dataDir, TB_DEMO_SIMULATOR: 'false', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  const exited = await new Promise<boolean>((resolve) => {
    const onData = (chunk: Buffer) => {
      text += String(chunk);
      if (text.includes('customer@thingsboard.org')) resolve(false);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', () => resolve(true));
  });
  return { child, output: () => text, exited };
}

async function signIn(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
  });
  return res.status;
}

test('a server killed with SIGKILL leaves nothing that stops the next start on its data directory', async () => {
  const dataDir = scratch('killed');
  const port = await freePort();
  const first = await startMain(dataDir, port);
  assert.equal(first.exited, false, first.output());
  assert.equal(await signIn(port), 200);
  const postmaster = readPostmasterPid(join(dataDir, 'postgres'));
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');
  assert.ok(postmaster !== undefined && alive(postmaster), 'the killed server left its PostgreSQL running');

  const second = await startMain(dataDir, port);
  assert.equal(second.exited, false, second.output());
  assert.equal(await signIn(port), 200);
  assert.equal(alive(postmaster), false, 'the orphaned PostgreSQL was stopped');
  second.child.kill('SIGTERM');
  const [code] = await once(second.child, 'exit');
  assert.equal(code, 0);
  assert.equal(readPostmasterPid(join(dataDir, 'postgres')), undefined, 'PostgreSQL stopped with the server');
});

test('a stale lock file is removed whether its process is gone or is some other program', async () => {
  const databaseDir = scratch('stale-lock');
  const lock = join(databaseDir, 'postmaster.pid');
  const notes: string[] = [];
  for (const pid of [process.pid, 4_194_000]) {
    writeFileSync(lock, `${pid}\n${databaseDir}\n1700000000\n5432\n`);
    await releaseDataDirectory(databaseDir, (line) => notes.push(line));
    assert.equal(readPostmasterPid(databaseDir), undefined, `lock of process ${pid}`);
  }
  assert.equal(notes.length, 2);
});

test('a failed start prints the real cause', async () => {
  const dataDir = scratch('broken');
  mkdirSync(join(dataDir, 'postgres'), { recursive: true });
  writeFileSync(join(dataDir, 'postgres', 'PG_VERSION'), '18\n');
  const run = await startMain(dataDir, await freePort());
  assert.equal(run.exited, true, 'the server did not start');
  const line = run.output().split('\n').find((l) => l.startsWith('tbkit failed to start:'));
  assert.ok(line, run.output());
  assert.doesNotMatch(line, /undefined|no reason/);
  assert.match(run.output(), /PostgreSQL did not start on .*\n.+/);
});
