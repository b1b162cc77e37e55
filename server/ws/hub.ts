import type { ServerContext } from '../context.js';
import { on, type BusEvents } from '../events.js';

/** A change of one entity's telemetry or attributes, as subscriptions see it. */
export type EntityChange =
  | { kind: 'telemetry'; values: Record<string, Array<[number, unknown]>> }
  | { kind: 'telemetry-deleted'; keys: string[] }
  | { kind: 'attributes'; scope: string; values: Record<string, [number, unknown]> }
  | { kind: 'attributes-deleted'; scope: string; keys: string[] };

/** A function told about changes of one entity. */
export type ChangeListener = (change: EntityChange) => void;

/** Routes bus events to the subscriptions of the entity they concern (one bus listener per event name). */
export class SubscriptionHub {
  private readonly byEntity = new Map<string, Set<ChangeListener>>();
  private readonly alarmListeners = new Set<(e: BusEvents['alarm']) => void>();
  private readonly entityListeners = new Set<(e: BusEvents['entity']) => void>();

  constructor(ctx: ServerContext) {
    const offs = [
      on(ctx, 'telemetry', (e) => this.dispatch(e.entityId.id, { kind: 'telemetry', values: e.values })),
      on(ctx, 'telemetry-deleted', (e) => this.dispatch(e.entityId.id, { kind: 'telemetry-deleted', keys: e.keys })),
      on(ctx, 'attributes', (e) => this.dispatch(e.entityId.id, { kind: 'attributes', scope: e.scope, values: e.values })),
      on(ctx, 'attributes-deleted', (e) => this.dispatch(e.entityId.id, { kind: 'attributes-deleted', scope: e.scope, keys: e.keys })),
      on(ctx, 'alarm', (e) => { for (const fn of [...this.alarmListeners]) fn(e); }),
      on(ctx, 'entity', (e) => { for (const fn of [...this.entityListeners]) fn(e); }),
    ];
    ctx.onClose(() => { for (const off of offs) off(); });
  }

  private dispatch(entityId: string, change: EntityChange): void {
    const set = this.byEntity.get(entityId);
    if (!set) return;
    for (const fn of [...set]) {
      try {
        fn(change);
      } catch (_err) {
        // One failing subscriber must not keep the others from their update.
      }
    }
  }

  /** Listens to one entity's changes; answers the function that stops listening. */
  subscribe(entityId: string, fn: ChangeListener): () => void {
    let set = this.byEntity.get(entityId);
    if (!set) this.byEntity.set(entityId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.byEntity.delete(entityId);
    };
  }

  /** Listens to every alarm change. */
  onAlarm(fn: (e: BusEvents['alarm']) => void): () => void {
    this.alarmListeners.add(fn);
    return () => { this.alarmListeners.delete(fn); };
  }

  /** Listens to every entity added, updated or deleted. */
  onEntity(fn: (e: BusEvents['entity']) => void): () => void {
    this.entityListeners.add(fn);
    return () => { this.entityListeners.delete(fn); };
  }

  /** Number of entities with at least one listener. */
  get entityCount(): number {
    return this.byEntity.size;
  }
}

const HUBS = new WeakMap<ServerContext, SubscriptionHub>();

/** The hub of a server, created on first use. */
export function hubOf(ctx: ServerContext): SubscriptionHub {
  let hub = HUBS.get(ctx);
  if (!hub) HUBS.set(ctx, (hub = new SubscriptionHub(ctx)));
  return hub;
}
