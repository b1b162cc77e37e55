import type { ApiSchema } from '../../../sdk/api-schema.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import { DESCRIPTION_FIELD, LABEL_FIELD, NAME_FIELD, typeField, type FieldSpec } from '../entity-details/entity-form.logic.js';

/** An edge as its page loads it (edge info: with its customer's name). */
export type EdgeRecord = ApiSchema<'EdgeInfo'>;

/** The routing key and secret, shown (never edited) to tenant administrators with copy buttons. */
export const EDGE_KEY_FIELDS: readonly FieldSpec[] = [
  { path: 'routingKey', label: 'details:field.routing-key', kind: 'fixed', wide: true },
  { path: 'secret', label: 'details:field.secret', kind: 'fixed', wide: true },
];

/** Whether a role sees an edge's routing key and secret: tenant administrators only. */
export function canSeeEdgeKeys(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN';
}

/** The fields of the edge form for a role: name and type (required), label, description, then the keys for tenant administrators. */
export function edgeFields(authority: Authority | undefined): readonly FieldSpec[] {
  const base = [NAME_FIELD, typeField('EDGE'), LABEL_FIELD, DESCRIPTION_FIELD];
  return canSeeEdgeKeys(authority) ? [...base, ...EDGE_KEY_FIELDS] : base;
}

/** The `?tab=` value of an edge's events tab. */
export const EDGE_EVENTS_TAB = 'edgeEvents';

/** The `?tab=` value of an edge's rule chains tab. */
export const EDGE_RULE_CHAINS_TAB = 'edgeRuleChains';

/** Whether a role sees an edge's events and rule chains and may sync it: tenant administrators only (console-core §6). */
export function canManageEdge(authority: Authority | undefined): boolean {
  return authority === 'TENANT_ADMIN';
}
