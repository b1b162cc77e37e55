import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { parsePageLink } from '../http/paging.js';
import { inChange } from '../entities/changes.js';
import { loadEdgeChecked } from '../entities/edge-assignment.js';
import {
  assertEdgeChain, assignChainToEdge, autoAssignChains, listEdgeChains, missingRelatedChains, setAutoAssign, setEdgeRootChain, unassignChainFromEdge,
} from './edge.js';
import { loadRuleChainChecked, ruleChainToJson, setRootChain } from './service.js';

const TENANT_ADMIN = { config: { auth: ['TENANT_ADMIN' as const] } };

type Params = { edgeId: string; ruleChainId: string };

/** Registers the rule chain endpoints of edges: assignment, edge lists, template root, auto-assignment, edge root, missing chains. */
export function registerEdgeChainRoutes(app: FastifyInstance, ctx: ServerContext): void {
  for (const assign of [true, false]) {
    const route = assign ? app.post.bind(app) : app.delete.bind(app);
    route('/api/edge/:edgeId/ruleChain/:ruleChainId', TENANT_ADMIN, async (req) => {
      const { edgeId, ruleChainId } = req.params as Params;
      return ruleChainToJson(await inChange(ctx, async (q, events) => {
        const edge = await loadEdgeChecked(q, req.user, edgeId);
        const chain = await loadRuleChainChecked(q, req.user, ruleChainId);
        await (assign ? assignChainToEdge : unassignChainFromEdge)(ctx, q, events, req.user, edge, chain);
        return chain;
      }));
    });
  }

  app.get('/api/edge/:edgeId/ruleChains', TENANT_ADMIN, async (req) => {
    const link = parsePageLink(req.query as Record<string, unknown>);
    const edge = await loadEdgeChecked(ctx.db, req.user, (req.params as Params).edgeId);
    return listEdgeChains(ctx.db, req.user.tenantId, edge.id, link);
  });

  app.post('/api/ruleChain/:ruleChainId/edgeTemplateRoot', TENANT_ADMIN, async (req) =>
    ruleChainToJson(await inChange(ctx, async (q, events) => {
      const chain = await loadRuleChainChecked(q, req.user, (req.params as Params).ruleChainId);
      assertEdgeChain(chain);
      return setRootChain(ctx, q, events, req.user, chain);
    })));

  for (const on of [true, false]) {
    const route = on ? app.post.bind(app) : app.delete.bind(app);
    route('/api/ruleChain/:ruleChainId/autoAssignToEdge', TENANT_ADMIN, async (req) =>
      ruleChainToJson(await inChange(ctx, async (q, events) => {
        const chain = await loadRuleChainChecked(q, req.user, (req.params as Params).ruleChainId);
        await setAutoAssign(ctx, q, events, req.user, chain, on);
        return chain;
      })));
  }

  app.get('/api/ruleChain/autoAssignToEdgeRuleChains', TENANT_ADMIN, async (req) =>
    (await autoAssignChains(ctx.db, req.user.tenantId)).map(ruleChainToJson));

  app.post('/api/edge/:edgeId/:ruleChainId/root', TENANT_ADMIN, async (req) => {
    const { edgeId, ruleChainId } = req.params as Params;
    return inChange(ctx, async (q, events) => {
      const edge = await loadEdgeChecked(q, req.user, edgeId);
      const chain = await loadRuleChainChecked(q, req.user, ruleChainId);
      return setEdgeRootChain(ctx, q, events, req.user, edge, chain);
    });
  });

  app.get('/api/edge/missingToRelatedRuleChains/:edgeId', TENANT_ADMIN, async (req, reply) => {
    const edge = await loadEdgeChecked(ctx.db, req.user, (req.params as Params).edgeId);
    const result = await missingRelatedChains(ctx.db, req.user.tenantId, edge.id);
    // ThingsBoard answers this object as a JSON text (a String return value), not as a quoted string.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
  });
}
