import type { FieldError } from '../entity-details/entity-form.logic.js';

/** The kinds of entity an entity view shows (the server refuses any other). */
export const VIEW_TARGET_TYPES = ['DEVICE', 'ASSET'] as const;

/** A kind of entity an entity view shows. */
export type ViewTargetType = (typeof VIEW_TARGET_TYPES)[number];

/**
 * What an entity view shows (protocol: EntityView `entityId`, `keys`, `startTimeMs`, `endTimeMs`): the device or
 * asset, the keys of each attribute scope (client `cs`, shared `sh`, server `ss`) and of its time series, and the
 * period of the values (null for no bound; the server keeps 0).
 */
export interface EntityViewTarget {
  entityType: ViewTargetType;
  /** The device's or asset's id, null until one is picked. */
  entityId: string | null;
  clientAttributes: string[];
  sharedAttributes: string[];
  serverAttributes: string[];
  timeseries: string[];
  startTimeMs: number | null;
  endTimeMs: number | null;
}

/** What can be wrong with a target: no entity picked, or an end not after the start. */
export interface ViewTargetErrors {
  entity?: 'pickers:entity.required-DEVICE' | 'pickers:entity.required-ASSET';
  end?: 'lists:entity-views.end-before-start';
}

/** A new view's target: a device not yet picked, no keys, no period. */
export function emptyViewTarget(): EntityViewTarget {
  return { entityType: 'DEVICE', entityId: null, clientAttributes: [], sharedAttributes: [], serverAttributes: [], timeseries: [], startTimeMs: null, endTimeMs: null };
}

const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string') : []);
const bound = (ms: unknown): number | null => (typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : null);

/** The target of a stored entity view (missing keys as empty lists, a 0 bound as none). */
export function viewTargetOf(view: object): EntityViewTarget {
  const record = view as { entityId?: { entityType?: unknown; id?: unknown } | null; keys?: { timeseries?: unknown; attributes?: { cs?: unknown; ss?: unknown; sh?: unknown } | null } | null; startTimeMs?: unknown; endTimeMs?: unknown };
  const type = record.entityId?.entityType === 'ASSET' ? 'ASSET' : 'DEVICE';
  const id = record.entityId?.id;
  const attributes = record.keys?.attributes ?? {};
  return {
    entityType: type,
    entityId: typeof id === 'string' && id !== '' ? id : null,
    clientAttributes: strings(attributes.cs),
    sharedAttributes: strings(attributes.sh),
    serverAttributes: strings(attributes.ss),
    timeseries: strings(record.keys?.timeseries),
    startTimeMs: bound(record.startTimeMs),
    endTimeMs: bound(record.endTimeMs),
  };
}

/** The entity view properties a target sets: `entityId` (when picked), `keys`, and the bounds (0 for none). */
export function viewTargetRecord(value: unknown): Record<string, unknown> {
  const target = value as EntityViewTarget;
  return {
    ...(target.entityId ? { entityId: { entityType: target.entityType, id: target.entityId } } : {}),
    keys: { timeseries: [...target.timeseries], attributes: { cs: [...target.clientAttributes], ss: [...target.serverAttributes], sh: [...target.sharedAttributes] } },
    startTimeMs: target.startTimeMs ?? 0,
    endTimeMs: target.endTimeMs ?? 0,
  };
}

/** What is wrong with a target: the entity is required, and an end given with a start must come after it. */
export function viewTargetErrors(value: unknown): ViewTargetErrors {
  const target = value as EntityViewTarget;
  const errors: ViewTargetErrors = {};
  if (!target.entityId) errors.entity = target.entityType === 'ASSET' ? 'pickers:entity.required-ASSET' : 'pickers:entity.required-DEVICE';
  if (target.startTimeMs !== null && target.endTimeMs !== null && target.endTimeMs <= target.startTimeMs) errors.end = 'lists:entity-views.end-before-start';
  return errors;
}

/** The first problem of a target, or null when it may be saved. */
export function viewTargetProblem(value: unknown): FieldError | null {
  const errors = viewTargetErrors(value);
  const key = errors.entity ?? errors.end;
  return key ? { key } : null;
}
