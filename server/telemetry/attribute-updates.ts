import type { ServerContext } from '../context.js';
import { on } from '../events.js';
import { Waiters } from './waiters.js';

const registry = new WeakMap<ServerContext, Waiters<string>>();

/**
 * Long-poll waiters for shared-attribute changes of devices (one set per server): a write answers
 * `{"key": value, ...}`, a delete `{"deleted": ["key", ...]}`. Closed with the server.
 */
export function attributeUpdateWaiters(ctx: ServerContext): Waiters<string> {
  const known = registry.get(ctx);
  if (known) return known;
  const waiters = new Waiters<string>();
  registry.set(ctx, waiters);
  const offWrite = on(ctx, 'attributes', (e) => {
    if (e.scope !== 'SHARED_SCOPE' || e.entityId.entityType !== 'DEVICE' || waiters.count(e.entityId.id) === 0) return;
    const values: Record<string, unknown> = Object.create(null);
    for (const [key, [, value]] of Object.entries(e.values)) values[key] = value;
    waiters.resolveAll(e.entityId.id, JSON.stringify(values));
  });
  const offDelete = on(ctx, 'attributes-deleted', (e) => {
    if (e.scope !== 'SHARED_SCOPE' || e.entityId.entityType !== 'DEVICE') return;
    waiters.resolveAll(e.entityId.id, JSON.stringify({ deleted: e.keys }));
  });
  const offEntity = on(ctx, 'entity', (e) => {
    if (e.action === 'DELETED' && e.entityId.entityType === 'DEVICE') waiters.resolveAll(e.entityId.id, 'deleted');
  });
  ctx.onClose(() => {
    offWrite();
    offDelete();
    offEntity();
    waiters.close();
  });
  return waiters;
}
