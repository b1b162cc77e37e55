import { QUEUE_PICKER_PAGE_SIZE } from '../../sdk/catalogues/limits.js';

/** A queue as the picker shows it. */
export interface PickedQueue {
  id: string;
  name: string;
}

/** §7 queues by service type: page size 10, page 0, the search text, sorted by name ascending. */
export function queueSearchQuery(serviceType: string, text: string) {
  return { serviceType, pageSize: QUEUE_PICKER_PAGE_SIZE, page: 0, textSearch: text.trim() || undefined, sortProperty: 'name', sortOrder: 'ASC' } as const;
}

/** The queues of a page answer (an error gives an empty page, §7). */
export function queuesOfPage(page: { data?: ReadonlyArray<{ id?: { id?: string }; name?: string }> } | null | undefined): PickedQueue[] {
  return (page?.data ?? []).filter((queue) => queue.name).map((queue) => ({ id: queue.id?.id ?? queue.name!, name: queue.name! }));
}
