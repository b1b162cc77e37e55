import type { FormField } from '../entity-list/entity-form-dialog.js';
import type { OwnedListConfig } from '../entity-list/owned-list-page.js';

/** Length of a generated edge secret (console-core §9). */
export const EDGE_SECRET_LENGTH = 20;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random letters-and-digits text of the given length, drawn with `random` (a number in [0, 1)). */
export function randomAlphanumeric(length: number, random: () => number = Math.random): string {
  return Array.from({ length }, () => ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)]).join('');
}

/** An edge body with its routing key (a uuid) and secret (20 letters and digits) generated when blank (console-core §5). */
export function withEdgeKeys(body: Record<string, unknown>, uuid: () => string = () => crypto.randomUUID(), random?: () => number): Record<string, unknown> {
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  return {
    ...body,
    routingKey: blank(body.routingKey) ? uuid() : body.routingKey,
    secret: blank(body.secret) ? randomAlphanumeric(EDGE_SECRET_LENGTH, random) : body.secret,
  };
}

/** The edge instances list: tenant edge infos, or the customer's for a customer user; a new edge gets its keys generated when left blank. */
export function edgesList(t: (key: string) => string): OwnedListConfig {
  const fields: FormField[] = [
    { key: 'name', label: t('lists:field.name'), required: true },
    { key: 'type', label: t('lists:field.type'), required: true, input: 'subtype', entityType: 'EDGE' },
    { key: 'label', label: t('lists:field.label') },
    { key: 'routingKey', label: t('lists:edges.routing-key') },
    { key: 'secret', label: t('lists:edges.secret') },
    { key: 'additionalInfo.description', label: t('lists:field.description'), input: 'textarea', maxLength: null },
  ];
  return { entityType: 'EDGE', segment: 'edge', tenantPath: '/api/tenant/edgeInfos', customerSegment: 'edgeInfos', messages: 'edges', fields, prepare: (body) => withEdgeKeys(body), bulkImport: true };
}
