import { loadConfig } from './config.js';
import { startServer } from './start.js';
import { startProxy } from './proxy.js';
import { DEMO_ACCOUNTS } from './demo/ids.js';

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
  const server = await startServer(config, {
    onDatabaseLost: (message) => {
      console.error(`tbkit stopped: ${message}`);
      process.exit(1);
    },
  });
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

/** The reason of a failure as a person reads it: the message and its causes, never an empty word. */
function reason(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const own = (err.message || err.name) + (typeof code === 'string' && !err.message.includes(code) ? ` (${code})` : '');
    return err.cause === undefined ? own : `${own}\ncaused by: ${reason(err.cause)}`;
  }
  if (err === undefined || err === null || err === '') return 'an unknown error (no reason was given)';
  return typeof err === 'string' ? err : JSON.stringify(err) ?? String(err);
}

main().catch((err: unknown) => {
  console.error(`tbkit failed to start: ${reason(err)}`);
  process.exit(1);
});
