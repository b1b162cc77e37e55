import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { objectBody, boolParam } from '../http/validate.js';
import { countEntities, findQueryKeys, runEntityQuery } from './entity-query.js';
import { runAlarmQuery } from './alarm-query.js';
import type { AlarmDataQuery, EntityCountQuery, EntityDataQuery } from './types.js';

/** Entity and alarm data queries: find, count, keys and alarm find. */
export default async function entityQueryRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.post('/api/entitiesQuery/find', async (request) => {
    const query = objectBody(request.body) as unknown as EntityDataQuery;
    const { records: _records, ...page } = await runEntityQuery(ctx.db, request.user, query, ctx.now());
    return page;
  });

  app.post('/api/entitiesQuery/count', async (request) => {
    return countEntities(ctx.db, request.user, objectBody(request.body) as unknown as EntityCountQuery);
  });

  app.post('/api/entitiesQuery/find/keys', async (request) => {
    const q = request.query as Record<string, unknown>;
    const query = objectBody(request.body) as unknown as EntityDataQuery;
    return findQueryKeys(ctx.db, request.user, query, ctx.now(), {
      timeseries: boolParam(q.timeseries, 'timeseries'), attributes: boolParam(q.attributes, 'attributes'),
    });
  });

  app.post('/api/alarmsQuery/find', async (request) => {
    const query = objectBody(request.body) as unknown as AlarmDataQuery;
    const { records: _r, alarms: _a, totalEntities: _t, ...page } = await runAlarmQuery(ctx.db, request.user, query, ctx.now());
    return page;
  });
}
