/**
 * Realtime latency: a datapoint posted through the device API until the websocket update arrives.
 * Starts a server on a temporary data directory, subscribes to a demo thermostat and prints the
 * distribution. Run: `node --import tsx bench/ws-latency.ts [samples]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startServer } from '../server/start.js';

const SAMPLES = Math.min(Number(process.argv[2]) || 300, 5000);
const DEVICE_TOKEN = 'demo-thermostat-t1';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tbkit-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', quiet: true, demoSimulator: false, dataDir });
  try {
    const user = await server.ctx.db.one<{ id: string; tenant_id: string; customer_id: string }>(
      "SELECT id, tenant_id, customer_id FROM tb_user WHERE email = 'tenant@thingsboard.org'");
    const device = await server.ctx.db.one<{ device_id: string }>('SELECT device_id FROM device_credentials WHERE credentials_id = $1', [DEVICE_TOKEN]);
    if (!user || !device) throw new Error('demo data missing');
    const token = await server.ctx.jwt.accessToken({ id: user.id, email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN',
      tenantId: user.tenant_id, customerId: user.customer_id, isPublic: false, firstName: '', lastName: '', enabled: true });
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
    await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
    const waiting = new Map<number, (at: number) => void>();
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw));
      const points = msg.data?.bench as Array<[number, string]> | undefined;
      for (const [, value] of points ?? []) waiting.get(Number(value))?.(performance.now());
    });
    const first = new Promise((resolve) => ws.once('message', resolve));
    ws.send(JSON.stringify({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device.device_id, keys: 'bench' }] }));
    await first;
    const latencies: number[] = [];
    const deadline = Date.now() + 60_000;
    for (let i = 1; i <= SAMPLES && Date.now() < deadline; i++) {
      const arrived = new Promise<number>((resolve) => waiting.set(i, resolve));
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/${DEVICE_TOKEN}/telemetry`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ bench: i }),
      });
      if (!res.ok) throw new Error(`post failed: ${res.status}`);
      latencies.push((await arrived) - started);
      waiting.delete(i);
    }
    ws.close();
    latencies.sort((a, b) => a - b);
    const mean = latencies.reduce((a, b) => a + b, 0) / latencies.length;
    console.log(`ws-latency: ${latencies.length} datapoints, post → websocket update (ms)`);
    console.log(`  p50 ${percentile(latencies, 50).toFixed(2)}  p95 ${percentile(latencies, 95).toFixed(2)}  p99 ${percentile(latencies, 99).toFixed(2)}  max ${latencies[latencies.length - 1]!.toFixed(2)}  mean ${mean.toFixed(2)}`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
