import type { ApiSchema } from '../../../sdk/api-schema.js';

/** An event of an entity. */
export type EventRecord = ApiSchema<'EventInfo'>;

/** The event types an entity's events tab offers, in order (lifecycle, errors, statistics; debug events belong to rule chains). */
export const ENTITY_EVENT_TYPES = ['LC_EVENT', 'ERROR', 'STATS'] as const;

/** One of {@link ENTITY_EVENT_TYPES}. */
export type EntityEventType = (typeof ENTITY_EVENT_TYPES)[number];

/** Events fetched per page ("load more" asks for the next). */
export const EVENTS_PAGE_SIZE = 20;

/** The event type an address asks for: its `events` query parameter when it names one, otherwise lifecycle events. */
export function eventTypeFromSearch(search: Readonly<Record<string, string>>): EntityEventType {
  return ENTITY_EVENT_TYPES.find((type) => type === search.events) ?? 'LC_EVENT';
}

/** The query of one page of events of a tenant's entity, newest first. */
export function eventPageQuery(tenantId: string, page: number, pageSize = EVENTS_PAGE_SIZE) {
  return { tenantId, pageSize, page, sortProperty: 'createdTime', sortOrder: 'DESC' as const };
}

/** The columns of each event type after the time: the body fields shown, in order (message key suffixes of `details:event.`). */
export const EVENT_COLUMNS: Readonly<Record<EntityEventType, readonly string[]>> = {
  LC_EVENT: ['server', 'event', 'status', 'error'],
  ERROR: ['server', 'method', 'error'],
  STATS: ['server', 'messagesProcessed', 'errorsOccurred'],
};

/** One body field of an event as text: strings and numbers as they are, success as a status message key, other values as JSON. */
export function eventField(body: unknown, field: string): { text: string } | { key: string } {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  if (field === 'status') {
    const success = record.success;
    return { key: success === true || success === 'true' ? 'details:event.success' : 'details:event.failure' };
  }
  const value = record[field];
  if (value === undefined || value === null) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value) };
  return { text: JSON.stringify(value) };
}
