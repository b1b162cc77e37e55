import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { badRequest, forbidden } from '../http/errors.js';
import { parsePageLink } from '../http/paging.js';
import { boolParam, missingParameter, objectBody } from '../http/validate.js';
import { entityNotFound } from '../entities/access.js';
import { inChange } from '../entities/changes.js';
import { textField } from '../entities/body.js';
import { deviceChainTemplate } from './default-chain.js';
import { registerEdgeChainRoutes } from './edge-routes.js';
import { parseScriptRun } from '../rule-nodes/script-request.js';
import { runScript } from '../rule-nodes/script-sandbox.js';
import { latestDebugInput } from './debug-events.js';
import { createChainFromTemplate, watchNewTenants } from './defaults.js';
import { outputLabels, outputLabelsUsage, updateRelatedChains } from './labels.js';
import { findRuleNode, loadMetadata, saveMetadata } from './metadata.js';
import { parseMetadata } from './metadata-input.js';
import { exportChains, importChains } from './transfer.js';
import {
  deleteRuleChain, listRuleChains, loadRuleChainChecked, recordChainChange, ruleChainToJson, ruleChainTypeOf, saveRuleChain, setRootChain,
} from './service.js';

const TENANT_ADMIN = { config: { auth: ['TENANT_ADMIN' as const] } };

type Params = { ruleChainId?: string; ruleNodeId?: string };
type Query = Record<string, unknown>;

/** Rule chains: lists, save, delete, root, metadata, output labels, default device chain, script test, debug input, export and import. */
export default async function ruleChainRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  watchNewTenants(ctx);

  app.get('/api/ruleChains', TENANT_ADMIN, async (req) => {
    const query = req.query as Query;
    const link = parsePageLink(query);
    return listRuleChains(ctx.db, req.user.tenantId, ruleChainTypeOf(query.type), link);
  });

  app.get('/api/ruleChain/:ruleChainId', TENANT_ADMIN, async (req) =>
    ruleChainToJson(await loadRuleChainChecked(ctx.db, req.user, (req.params as Params).ruleChainId)));

  app.post('/api/ruleChain', TENANT_ADMIN, async (req) => {
    const body = objectBody(req.body);
    return ruleChainToJson(await inChange(ctx, (q, events) => saveRuleChain(ctx, q, events, req.user, body)));
  });

  app.delete('/api/ruleChain/:ruleChainId', TENANT_ADMIN, async (req, reply) => {
    await inChange(ctx, async (q, events) => {
      const row = await loadRuleChainChecked(q, req.user, (req.params as Params).ruleChainId);
      await deleteRuleChain(ctx, q, events, req.user, row);
    });
    return reply.status(200).send();
  });

  app.post('/api/ruleChain/:ruleChainId/root', TENANT_ADMIN, async (req) =>
    ruleChainToJson(await inChange(ctx, async (q, events) =>
      setRootChain(ctx, q, events, req.user, await loadRuleChainChecked(q, req.user, (req.params as Params).ruleChainId)))));

  app.get('/api/ruleChain/:ruleChainId/metadata', TENANT_ADMIN, async (req) =>
    loadMetadata(ctx.db, await loadRuleChainChecked(ctx.db, req.user, (req.params as Params).ruleChainId)));

  app.post('/api/ruleChain/metadata', TENANT_ADMIN, async (req) => {
    const updateRelated = boolParam((req.query as Query).updateRelated, 'updateRelated');
    const meta = parseMetadata(req.body);
    return inChange(ctx, async (q, events) => {
      const chain = await loadRuleChainChecked(q, req.user, meta.ruleChainId);
      const before = await outputLabels(q, chain.id);
      const saved = await saveMetadata(ctx, q, events, req.user, chain, meta);
      if (updateRelated) {
        const after = new Set(await outputLabels(q, chain.id));
        await updateRelatedChains(ctx, q, events, req.user, chain.id, before.filter((l) => !after.has(l)));
      }
      return saved;
    });
  });

  app.get('/api/ruleChain/:ruleChainId/output/labels', TENANT_ADMIN, async (req) =>
    outputLabels(ctx.db, (await loadRuleChainChecked(ctx.db, req.user, (req.params as Params).ruleChainId)).id));

  app.get('/api/ruleChain/:ruleChainId/output/labels/usage', TENANT_ADMIN, async (req) => {
    const chain = await loadRuleChainChecked(ctx.db, req.user, (req.params as Params).ruleChainId);
    return outputLabelsUsage(ctx.db, chain.tenant_id, chain.id);
  });

  app.post('/api/ruleChain/device/default', TENANT_ADMIN, async (req) => {
    const name = textField(objectBody(req.body), 'name', { required: 'Rule chain name should be specified!' })!;
    return ruleChainToJson(await inChange(ctx, async (q, events) => {
      const row = await createChainFromTemplate(q, req.user.tenantId, { name, type: 'CORE', root: false }, deviceChainTemplate(), ctx.now());
      await recordChainChange(ctx, q, events, req.user, row, 'ADDED', { entity: ruleChainToJson(row) });
      return row;
    }));
  });

  app.post('/api/ruleChain/testScript', TENANT_ADMIN, async (req) => runScript(parseScriptRun(req.body)));

  app.get('/api/ruleNode/:ruleNodeId/debugIn', TENANT_ADMIN, async (req, reply) => {
    const id = (req.params as Params).ruleNodeId!;
    const node = await findRuleNode(ctx.db, id);
    if (!node) throw entityNotFound('RULE_NODE', id);
    if (node.tenant_id !== req.user.tenantId) throw forbidden();
    const body = await latestDebugInput(ctx.db, node.tenant_id, node.id);
    return body === null ? reply.status(200).send() : body;
  });

  app.get('/api/ruleChains/export', TENANT_ADMIN, async (req) => {
    const raw = (req.query as Query).limit;
    const limit = Number(raw);
    if (raw === undefined || raw === '') throw missingParameter('limit');
    if (!Number.isInteger(limit) || limit < 1) throw badRequest(`Invalid value of 'limit': ${String(raw)}`);
    return exportChains(ctx.db, req.user.tenantId, limit);
  });

  app.post('/api/ruleChains/import', TENANT_ADMIN, async (req) => {
    const overwrite = boolParam((req.query as Query).overwrite, 'overwrite');
    return inChange(ctx, (q, events) => importChains(ctx, q, events, req.user, req.body, overwrite));
  });

  registerEdgeChainRoutes(app, ctx);
}
