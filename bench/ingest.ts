/**
 * Telemetry ingest: messages posted through the device API (`/api/v1/{token}/telemetry`) on
 * loopback with bounded concurrency. Starts a server on a temporary data directory and prints
 * messages and data points per second.
 * Run: `node --import tsx bench/ingest.ts [messages] [concurrency] [keysPerMessage]`
 * (defaults 5000, 16, 4; at most 200000 messages and 120 s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/start.js';
import { DEMO_DEVICES } from '../server/demo/devices.js';

const MESSAGES = Math.min(Number(process.argv[2]) || 5000, 200_000);
const CONCURRENCY = Math.min(Number(process.argv[3]) || 16, 256);
const KEYS = Math.min(Number(process.argv[4]) || 4, 100);
const TIME_LIMIT_MS = 120_000;

function payload(i: number): string {
  const values: Record<string, number> = {};
  for (let k = 0; k < KEYS; k++) values[`k${k}`] = k === 0 ? i : Math.round(Math.random() * 10_000) / 100;
  return JSON.stringify({ ts: 1_700_000_000_000 + i, values });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tbkit-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, demoSimulator: false, dataDir });
  const tokens = DEMO_DEVICES.map((d) => d.token);
  let next = 0;
  let sent = 0;
  let failed = 0;
  const deadline = Date.now() + TIME_LIMIT_MS;
  const worker = async () => {
    while (next < MESSAGES && Date.now() < deadline) {
      const i = next++;
      const res = await fetch(`${server.url}/api/v1/${tokens[i % tokens.length]}/telemetry`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: payload(i),
      });
      await res.arrayBuffer();
      if (res.ok) sent++;
      else failed++;
    }
  };
  try {
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const stored = await server.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM ts_kv');
    console.log(`ingest: ${sent} messages (${failed} failed) of ${KEYS} keys, concurrency ${CONCURRENCY}, ${seconds.toFixed(2)} s`);
    console.log(`  ${(sent / seconds).toFixed(0)} messages/s  ${((sent * KEYS) / seconds).toFixed(0)} data points/s  (${stored?.n ?? 0} rows stored)`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
