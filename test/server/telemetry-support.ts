import type { TestServer } from '../support/server.js';
import type { ServerContext } from '../../server/context.js';
import { on, type BusEvents } from '../../server/events.js';

/** Id of a demo device by name. */
export async function demoDeviceId(server: TestServer, name: string): Promise<string> {
  const row = await server.ctx.db.one<{ id: string }>('SELECT id FROM device WHERE name = $1', [name]);
  if (!row) throw new Error(`no demo device ${name}`);
  return row.id;
}

/** Resolves with the next bus event of `name` that `match` accepts. */
export function nextEvent<K extends keyof BusEvents>(ctx: ServerContext, name: K, match: (e: BusEvents[K]) => boolean = () => true): Promise<BusEvents[K]> {
  return new Promise((resolve) => {
    const off = on(ctx, name, (e) => {
      if (!match(e)) return;
      off();
      resolve(e);
    });
  });
}

/** Collects every bus event of `name` until the returned stop function is called. */
export function collectEvents<K extends keyof BusEvents>(ctx: ServerContext, name: K): { events: Array<BusEvents[K]>; stop: () => void } {
  const events: Array<BusEvents[K]> = [];
  const stop = on(ctx, name, (e) => events.push(e));
  return { events, stop };
}

/** The plain-text ThingsBoard answer to a forbidden request. */
export const FORBIDDEN_TEXT = "You don't have permission to perform this operation!";
