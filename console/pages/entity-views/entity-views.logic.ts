import type { FormField } from '../entity-list/entity-form-dialog.js';
import type { OwnedListConfig } from '../entity-list/owned-list-page.js';

/** Key of the add dialog's field naming the device or asset the view shows, as `TYPE:uuid`. */
export const TARGET_FIELD = 'target';

/** The choice value of a device or asset the view may show. */
export function targetValue(entityType: 'DEVICE' | 'ASSET', id: string): string {
  return `${entityType}:${id}`;
}

/** The entity view body: the picked `TYPE:uuid` made the `entityId` the server requires. */
export function withTarget(body: Record<string, unknown>): Record<string, unknown> {
  const { [TARGET_FIELD]: target, ...rest } = body;
  const [entityType, id] = typeof target === 'string' ? target.split(':') : [];
  return entityType && id ? { ...rest, entityId: { entityType, id } } : rest;
}

/** The entity views list: tenant entity view infos, or the customer's for a customer user; a new view names the device or asset it shows. */
export function entityViewsList(t: (key: string) => string, loadTargets: () => Promise<{ value: string; label: string }[]>): OwnedListConfig {
  const fields: FormField[] = [
    { key: 'name', label: t('lists:field.name'), required: true },
    { key: 'type', label: t('lists:field.type'), required: true },
    { key: TARGET_FIELD, label: t('lists:entity-views.target'), input: 'select', required: true, maxLength: null },
    { key: 'additionalInfo.description', label: t('lists:field.description'), input: 'textarea', maxLength: null },
  ];
  return {
    entityType: 'ENTITY_VIEW',
    segment: 'entityView',
    tenantPath: '/api/tenant/entityViewInfos',
    customerSegment: 'entityViewInfos',
    messages: 'entity-views',
    fields,
    prepare: withTarget,
    loadFields: async (given) => {
      const options = await loadTargets();
      return given.map((f) => (f.key === TARGET_FIELD ? { ...f, options } : f));
    },
  };
}
