import type { ApiSchema } from '../../../sdk/api-schema.js';

/** An edge event as GET /api/edge/{edgeId}/events answers it (3.4.1 also sends ENTITY_MERGE_REQUEST, which the contract lacks). */
export type EdgeEventRecord = Omit<ApiSchema<'EdgeEvent'>, 'action'> & { action?: string };

/** Delivery status of an edge event (console-core §3): PENDING until the edge confirmed its queue past it, then DEPLOYED. */
export type EdgeEventStatus = 'PENDING' | 'DEPLOYED';

/** Edge events fetched per page ("load more" asks for the next). */
export const EDGE_EVENTS_PAGE_SIZE = 20;

/** The server attribute in which an edge records the time up to which it took its queue. */
export const QUEUE_START_TS_KEY = 'queueStartTs';

/** The query of one page of an edge's events within a period (time page link), newest first. */
export function edgeEventsQuery(page: number, period: { startTime: number; endTime: number }, pageSize = EDGE_EVENTS_PAGE_SIZE) {
  return { pageSize, page, sortProperty: 'createdTime', sortOrder: 'DESC' as const, startTime: period.startTime, endTime: period.endTime };
}

/** The status of an event: DEPLOYED when the edge's queue start time is positive and not before the event, else PENDING. */
export function edgeEventStatus(createdTime: number | undefined, queueStartTs: number | null): EdgeEventStatus {
  return queueStartTs !== null && queueStartTs > 0 && (createdTime ?? 0) <= queueStartTs ? 'DEPLOYED' : 'PENDING';
}

/** The text classes of a status (console-core §3: PENDING grey, DEPLOYED black; the dark theme's values of the same tokens). */
export const EDGE_EVENT_STATUS_CLASS: Readonly<Record<EdgeEventStatus, string>> = {
  PENDING: 'text-text-muted',
  DEPLOYED: 'font-semibold text-edge-deployed',
};

/** The queue start time among an edge's server attributes (a number, or a numeric text); null when absent or not a number. */
export function queueStartTsOf(attributes: readonly { key: string; value?: unknown }[] | undefined): number | null {
  const value = attributes?.find((attribute) => attribute.key === QUEUE_START_TS_KEY)?.value;
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** Whether an event has a body worth a "view body" button (null and absent bodies have none). */
export function hasEventBody(event: Pick<EdgeEventRecord, 'body'>): boolean {
  return event.body !== null && event.body !== undefined;
}

/** An event body as formatted JSON text, two spaces per level; a body sent as a JSON text is parsed first. */
export function eventBodyText(body: unknown): string {
  if (typeof body === 'string') {
    try {
      return JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      return body;
    }
  }
  return JSON.stringify(body, null, 2) ?? '';
}
