import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { enumParam, missingParameter } from '../http/validate.js';
import { componentDescriptor, findComponent, listComponents } from './catalogue.js';
import { CHAIN_TYPES, COMPONENT_TYPES, type ChainType, type ComponentType } from './component-types.js';

const ADMINS = { config: { auth: ['SYS_ADMIN' as const, 'TENANT_ADMIN' as const] } };

type Query = Record<string, unknown>;

function chainTypeOf(query: Query): ChainType {
  const raw = query.ruleChainType;
  if (raw === undefined || raw === '') return 'CORE';
  return enumParam(raw, CHAIN_TYPES, 'ruleChainType');
}

function componentTypesOf(query: Query): ComponentType[] {
  const raw = query.componentTypes;
  if (raw === undefined) throw missingParameter('componentTypes');
  const parts = (Array.isArray(raw) ? raw.map(String) : [String(raw)]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
  return parts.map((p) => enumParam(p, COMPONENT_TYPES, 'componentTypes'));
}

/** Rule node component catalogue: by class name, by one category, by several categories. */
export default async function componentRoutes(app: FastifyInstance, _ctx: ServerContext): Promise<void> {
  app.get('/api/component/:componentDescriptorClazz', ADMINS, async (req) => {
    const { componentDescriptorClazz } = req.params as { componentDescriptorClazz: string };
    const spec = findComponent(componentDescriptorClazz);
    if (!spec) throw notFound();
    return componentDescriptor(spec);
  });

  app.get('/api/components/:componentType', ADMINS, async (req) => {
    const { componentType } = req.params as { componentType: string };
    const type = enumParam(componentType, COMPONENT_TYPES, 'componentType');
    return listComponents([type], chainTypeOf(req.query as Query)).map(componentDescriptor);
  });

  app.get('/api/components', ADMINS, async (req) => {
    const query = req.query as Query;
    return listComponents(componentTypesOf(query), chainTypeOf(query)).map(componentDescriptor);
  });
}
