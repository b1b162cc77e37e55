import type { LoadAnswer } from '../entity-details/entity-details-page.js';
import { client } from '../../session/session.js';
import { call } from '../entity-list/api.js';
import { RULE_ENGINE_SERVICE_TYPE, type QueueRecord } from './queue-form.logic.js';

/** Loads a queue (errors left to the page). */
export async function loadQueue(queueId: string): Promise<LoadAnswer<QueueRecord>> {
  const answer = await client.with({ ignoreErrors: true }).GET('/api/queues/{queueId}', { params: { path: { queueId } } });
  return answer as unknown as LoadAnswer<QueueRecord>;
}

/** Saves a rule engine queue with `POST /api/queues?serviceType=TB_RULE_ENGINE`; resolves the saved queue, or undefined when the server refused (the client has shown why). */
export async function saveQueue(queue: QueueRecord): Promise<QueueRecord | undefined> {
  const { data } = await call<QueueRecord>('POST', '/api/queues', { query: { serviceType: RULE_ENGINE_SERVICE_TYPE }, body: queue });
  return data;
}
