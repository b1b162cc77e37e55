import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parsePageLink, pageData, queryPage } from '../http/paging.js';
import { enumParam, objectBody, uuidParam } from '../http/validate.js';
import { writeAudit } from '../entities/audit.js';
import { newId } from '../db/ids.js';
import { QUEUE_SERVICE_TYPES, queueJson, queueOwner, validateQueue, type QueueJson, type QueueRow } from './service.js';

const ADMINS = { auth: ['SYS_ADMIN', 'TENANT_ADMIN'] as ('SYS_ADMIN' | 'TENANT_ADMIN')[] };

/** Rule-engine queues: list by service type, get by id or name, save, delete. */
export default async function queues(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx;

  async function load(id: string, user: { authority: string; tenantId: string }): Promise<QueueRow> {
    const row = await db.one<QueueRow>('SELECT * FROM queue WHERE id = $1', [id]);
    if (!row) throw notFound();
    if (row.tenant_id !== (await queueOwner(db, user)) && row.tenant_id !== user.tenantId) throw forbidden();
    return row;
  }

  app.get('/api/queues', { config: ADMINS }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const serviceType = enumParam(query.serviceType, QUEUE_SERVICE_TYPES, 'serviceType');
    const link = parsePageLink(query);
    if (serviceType !== 'TB_RULE_ENGINE') return pageData([], 0, link);
    const owner = await queueOwner(db, req.user);
    // Queue search is a prefix match, unlike other lists.
    const search = link.textSearch;
    return queryPage<QueueRow, QueueJson>(db, {
      select: '*', from: 'queue', where: ['tenant_id = $1', ...(search ? ['LOWER(name) LIKE LOWER($2)'] : [])],
      params: [owner, ...(search ? [search.replace(/[\\%_]/g, (c) => '\\' + c) + '%'] : [])],
      search: [], sortable: { createdTime: 'created_time', name: 'name', topic: 'topic' },
      link: { ...link, textSearch: undefined }, map: queueJson,
    });
  });

  app.get('/api/queues/:queueId', { config: ADMINS }, async (req) =>
    queueJson(await load((req.params as { queueId: string }).queueId, req.user)));

  app.get('/api/queues/name/:queueName', { config: ADMINS }, async (req) => {
    const owner = await queueOwner(db, req.user);
    const row = await db.one<QueueRow>('SELECT * FROM queue WHERE tenant_id = $1 AND name = $2', [owner, (req.params as { queueName: string }).queueName]);
    if (!row) throw notFound();
    return queueJson(row);
  });

  app.post('/api/queues', { config: ADMINS }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const serviceType = enumParam(query.serviceType, QUEUE_SERVICE_TYPES, 'serviceType');
    if (serviceType !== 'TB_RULE_ENGINE') throw badRequest('Queues can only be saved for service type TB_RULE_ENGINE');
    const body = objectBody(req.body);
    const owner = await queueOwner(db, req.user);
    if (req.user.authority === 'TENANT_ADMIN' && owner !== req.user.tenantId) throw forbidden();
    const input = validateQueue(body);
    const existingId = (body.id as { id?: unknown } | undefined)?.id;
    return db.tx(async (q) => {
      let id: string;
      if (existingId !== undefined) {
        id = uuidParam(existingId, 'id');
        const current = await q.one<QueueRow>('SELECT * FROM queue WHERE id = $1', [id]);
        if (!current) throw notFound();
        if (current.tenant_id !== owner) throw forbidden();
        if (current.name !== input.name) throw badRequest('Queue name can not be changed!');
      } else {
        id = newId();
        if (await q.one('SELECT 1 FROM queue WHERE tenant_id = $1 AND name = $2', [owner, input.name])) {
          throw badRequest('Queue with such name already exists!');
        }
      }
      const row = await q.one<QueueRow>(
        `INSERT INTO queue (id, created_time, tenant_id, name, topic, poll_interval, partitions, consumer_per_partition,
           pack_processing_timeout, submit_strategy, processing_strategy, additional_info)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)
         ON CONFLICT (id) DO UPDATE SET topic = EXCLUDED.topic, poll_interval = EXCLUDED.poll_interval, partitions = EXCLUDED.partitions,
           consumer_per_partition = EXCLUDED.consumer_per_partition, pack_processing_timeout = EXCLUDED.pack_processing_timeout,
           submit_strategy = EXCLUDED.submit_strategy, processing_strategy = EXCLUDED.processing_strategy,
           additional_info = EXCLUDED.additional_info
         RETURNING *`,
        [id, ctx.now(), owner, input.name, input.topic, input.pollInterval, input.partitions, input.consumerPerPartition,
          input.packProcessingTimeout, JSON.stringify(input.submitStrategy), JSON.stringify(input.processingStrategy),
          JSON.stringify(input.additionalInfo)],
      );
      await writeAudit(q, { user: req.user, entityId: { entityType: 'QUEUE', id }, entityName: input.name,
        actionType: existingId ? 'UPDATED' : 'ADDED' }, ctx.now());
      return queueJson(row!);
    });
  });

  app.delete('/api/queues/:queueId', { config: ADMINS }, async (req, reply) => {
    const row = await load((req.params as { queueId: string }).queueId, req.user);
    if (req.user.authority === 'TENANT_ADMIN' && row.tenant_id !== req.user.tenantId) throw forbidden();
    if (row.name === 'Main') throw badRequest('Deletion of Main queue is prohibited!');
    await db.tx(async (q) => {
      await q.query('DELETE FROM queue WHERE id = $1', [row.id]);
      await writeAudit(q, { user: req.user, entityId: { entityType: 'QUEUE', id: row.id }, entityName: row.name, actionType: 'DELETED' }, ctx.now());
    });
    return reply.status(200).send();
  });
}
