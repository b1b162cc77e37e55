import type { OwnedListConfig } from '../entity-list/owned-list-page.js';
import { emptyViewTarget, viewTargetProblem, viewTargetRecord } from './entity-view-target.logic.js';
import type { FormField, CustomFieldProps } from '../entity-list/entity-form-dialog.js';
import type { ReactNode } from 'react';

/** Key of the add dialog's part naming what the view shows (device or asset, keys, period). */
export const TARGET_FIELD = 'target';

/**
 * The entity views list: tenant entity view infos, or the customer's for a customer user; a new view names its
 * type (suggesting those in use), the device or asset it shows with the keys it passes on, and its period.
 */
export function entityViewsList(t: (key: string) => string, renderTarget: (props: CustomFieldProps) => ReactNode): OwnedListConfig {
  const fields: FormField[] = [
    { key: 'name', label: t('lists:field.name'), required: true },
    { key: 'type', label: t('lists:field.type'), required: true, input: 'subtype', entityType: 'ENTITY_VIEW' },
    {
      key: TARGET_FIELD,
      label: t('lists:entity-views.target'),
      input: 'custom',
      custom: { initial: emptyViewTarget(), wide: true, render: renderTarget, check: (value) => viewTargetProblem(value)?.key ?? null, toBody: viewTargetRecord },
    },
    { key: 'additionalInfo.description', label: t('lists:field.description'), input: 'textarea', maxLength: null },
  ];
  return { entityType: 'ENTITY_VIEW', segment: 'entityView', tenantPath: '/api/tenant/entityViewInfos', customerSegment: 'entityViewInfos', messages: 'entity-views', fields };
}
