import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import { NULL_UUID } from '../auth/types.js';
import { newId } from '../db/ids.js';
import { putSetting } from '../settings/store.js';

/** The three rule-engine queues every ThingsBoard installation starts with. */
export const DEFAULT_QUEUES = [
  { name: 'Main', topic: 'tb_rule_engine.main', pollInterval: 25, partitions: 10, packProcessingTimeout: 2000,
    submitStrategy: { type: 'BURST', batchSize: 1000 },
    processingStrategy: { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 0, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 },
    description: 'Default queue of the rule engine' },
  { name: 'HighPriority', topic: 'tb_rule_engine.hp', pollInterval: 25, partitions: 10, packProcessingTimeout: 2000,
    submitStrategy: { type: 'BURST', batchSize: 100 },
    processingStrategy: { type: 'RETRY_FAILED_AND_TIMED_OUT', retries: 0, failurePercentage: 0, pauseBetweenRetries: 5, maxPauseBetweenRetries: 5 },
    description: 'Queue for messages that must not wait' },
  { name: 'SequentialByOriginator', topic: 'tb_rule_engine.sq', pollInterval: 25, partitions: 10, packProcessingTimeout: 2000,
    submitStrategy: { type: 'SEQUENTIAL_BY_ORIGINATOR', batchSize: 100 },
    processingStrategy: { type: 'RETRY_FAILED_AND_TIMED_OUT', retries: 3, failurePercentage: 0, pauseBetweenRetries: 5, maxPauseBetweenRetries: 5 },
    description: 'Messages of one originator are processed one after another' },
] as const;

/** General and mail settings with ThingsBoard's installer defaults, and the default queues. */
export default async function seedSystemSettings(q: Queryable, ctx: ServerContext): Promise<void> {
  await putSetting(q, 'general', { baseUrl: `http://localhost:${ctx.config.port || 8080}`, prohibitDifferentUrl: false });
  // The installer stores port and timeout as strings; clients expect that.
  await putSetting(q, 'mail', {
    mailFrom: 'tbkit <sysadmin@localhost.localdomain>', smtpProtocol: 'smtp', smtpHost: 'localhost', smtpPort: '25',
    timeout: '10000', enableTls: false, username: '', password: '', tlsVersion: 'TLSv1.2', enableProxy: false,
    showChangePassword: false,
  });
  for (const [i, queue] of DEFAULT_QUEUES.entries()) {
    await q.query(
      `INSERT INTO queue (id, created_time, tenant_id, name, topic, poll_interval, partitions, consumer_per_partition,
        pack_processing_timeout, submit_strategy, processing_strategy, additional_info)
       VALUES ($1,$2,$3,$4,$5,$6,$7,true,$8,$9,$10,$11)`,
      [newId(), ctx.now() + i, NULL_UUID, queue.name, queue.topic, queue.pollInterval, queue.partitions, queue.packProcessingTimeout,
        JSON.stringify(queue.submitStrategy), JSON.stringify(queue.processingStrategy), JSON.stringify({ description: queue.description })],
    );
  }
}
