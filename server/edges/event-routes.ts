import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { loadEdgeChecked } from '../entities/edge-assignment.js';
import { listEdgeEvents } from './events.js';
import { edgeEventsSettled, startEdgeEventWriter, syncEdge } from './events-bus.js';

const TENANT_ADMIN = { auth: ['TENANT_ADMIN'] as ['TENANT_ADMIN'] };

/** Edge events: the queue list of an edge, the full sync request, and the writer that fills the queue from entity changes. */
export default async function edgeEventRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const stop = startEdgeEventWriter(ctx);
  ctx.onClose(async () => {
    stop();
    await edgeEventsSettled(ctx);
  });

  app.get('/api/edge/:edgeId/events', { config: TENANT_ADMIN }, async (req) => {
    const link = parsePageLink(req.query as Record<string, unknown>);
    const edge = await loadEdgeChecked(ctx.db, req.user, (req.params as { edgeId: string }).edgeId);
    return listEdgeEvents(ctx.db, edge.id, link);
  });

  app.post('/api/edge/sync/:edgeId', { config: TENANT_ADMIN }, async (req, reply) => {
    if (!ctx.config.edgesEnabled) throw badRequest('Edges support disabled');
    await ctx.db.tx(async (q) => {
      const edge = await loadEdgeChecked(q, req.user, (req.params as { edgeId: string }).edgeId);
      await syncEdge(ctx, q, edge);
    });
    return reply.status(200).send();
  });
}
