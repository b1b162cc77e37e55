import { loadConfig } from './config.js';
import { startServer } from './start.js';
import { startProxy } from './proxy.js';
import { DEMO_ACCOUNTS } from './seed/demo-ids.js';

/** Entry point of `npm start`: the embedded server, or a proxy to a real ThingsBoard when TB_URL is set. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.tbUrl) {
    const proxy = await startProxy(config);
    console.log(`tbkit listening on http://localhost:${proxy.port}`);
    console.log(`proxying /api to ${config.tbUrl}`);
    stopOnSignals(() => proxy.close());
    return;
  }
  const server = await startServer(config);
  console.log(`tbkit listening on http://localhost:${server.port}`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role}: ${a.email} / ${a.password}`);
  stopOnSignals(() => server.close());
}

function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping`);
    close().then(() => process.exit(0), (err) => {
      console.error(err);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  console.error('tbkit failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
