import type { EntityId } from '../sdk/entity-id.js';
import type { ServerContext } from './context.js';

/** Names and payloads of the events on `ctx.bus`. */
export interface BusEvents {
  /**
   * New time-series values of an entity: key → list of [ts, value]. `passedOn` marks values an entity view took over
   * from the entity it shows: shown to subscribers, not counted as usage a second time.
   */
  telemetry: { tenantId: string; entityId: EntityId<string>; values: Record<string, Array<[number, unknown]>>; passedOn?: boolean };
  /** Time-series keys deleted from an entity (latest value gone). */
  'telemetry-deleted': { tenantId: string; entityId: EntityId<string>; keys: string[] };
  /**
   * Attributes written in one scope: key → [lastUpdateTs, value]. `bookkeeping` marks the server's own state
   * writes (device activity): shown to subscribers, not counted as usage.
   */
  attributes: { tenantId: string; entityId: EntityId<string>; scope: string; values: Record<string, [number, unknown]>; bookkeeping?: boolean };
  /** Attributes deleted from one scope. */
  'attributes-deleted': { tenantId: string; entityId: EntityId<string>; scope: string; keys: string[] };
  /** An alarm created, updated, acknowledged, cleared or deleted. */
  alarm: { tenantId: string; alarm: Record<string, unknown>; deleted: boolean };
  /** An entity created, updated or deleted (for entity-data subscriptions and edge events). */
  entity: { tenantId: string; entityId: EntityId<string>; action: 'ADDED' | 'UPDATED' | 'DELETED' };
}

/** Emits a typed event on the context bus. */
export function emit<K extends keyof BusEvents>(ctx: ServerContext, name: K, payload: BusEvents[K]): void {
  ctx.bus.emit(name, payload);
}

/** Subscribes to a typed event; returns the unsubscribe function. */
export function on<K extends keyof BusEvents>(ctx: ServerContext, name: K, fn: (payload: BusEvents[K]) => void): () => void {
  ctx.bus.on(name, fn);
  return () => { ctx.bus.off(name, fn); };
}
