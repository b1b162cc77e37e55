/**
 * Reading a week of one-second data (604,800 points of one key): loads the series straight into
 * the time-series table, then times the REST reads a dashboard makes (aggregations over the week
 * and the newest raw points). Starts a server on a temporary data directory and prints timings.
 * Run: `node --import tsx bench/ingest-week.ts [rounds]` (default 3, at most 20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/start.js';

const ROUNDS = Math.min(Number(process.argv[2]) || 3, 20);
const POINTS = 604_800;
const WEEK_MS = POINTS * 1000;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tbkit-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, demoSimulator: false, dataDir });
  try {
    const device = await server.ctx.db.one<{ id: string }>("SELECT id FROM device WHERE name = 'Energy Meter E1'");
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'tenant@thingsboard.org', password: 'tenant' }),
    });
    const { token } = (await login.json()) as { token: string };
    const start = 1_700_000_000_000;
    let t = performance.now();
    await server.ctx.db.query(
      `INSERT INTO ts_kv (entity_id, key, ts, dbl_v) SELECT $1, 'power', $2::bigint + g * 1000, 2 + sin(g / 600.0) FROM generate_series(0, $3::int - 1) g`,
      [device!.id, start, POINTS]);
    console.log(`ingest-week: loaded ${POINTS} points in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await server.ctx.db.query('VACUUM ANALYZE ts_kv');
    const reads: Array<[string, string]> = [
      ['AVG, 1 h buckets (168)', `agg=AVG&interval=3600000`],
      ['AVG, 700 buckets', `agg=AVG&interval=${WEEK_MS / 700}`],
      ['MAX, 700 buckets', `agg=MAX&interval=${WEEK_MS / 700}`],
      ['COUNT, 1 day buckets', `agg=COUNT&interval=86400000`],
      ['NONE, newest 100', 'agg=NONE&limit=100'],
    ];
    for (const [label, query] of reads) {
      const times: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        t = performance.now();
        const res = await fetch(`${server.url}/api/plugins/telemetry/DEVICE/${device!.id}/values/timeseries?keys=power&startTs=${start}&endTs=${start + WEEK_MS}&${query}`,
          { headers: { 'X-Authorization': `Bearer ${token}` } });
        const body = (await res.json()) as { power?: unknown[] };
        times.push(performance.now() - t);
        if (r === 0 && !res.ok) throw new Error(`${label}: ${res.status}`);
        if (r === ROUNDS - 1) console.log(`  ${label.padEnd(26)} ${String(body.power?.length ?? 0).padStart(4)} points  best ${Math.min(...times).toFixed(0)} ms  mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(0)} ms`);
      }
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
