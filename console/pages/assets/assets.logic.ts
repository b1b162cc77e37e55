import type { OwnedListConfig } from '../entity-list/owned-list-page.js';
import type { FormField } from '../entity-list/entity-form-dialog.js';

/** The fields of a new asset (name and type required, the type suggesting those in use, label, description), labelled by `t`. */
export function assetFields(t: (key: string) => string): FormField[] {
  return [
    { key: 'name', label: t('lists:field.name'), required: true },
    { key: 'type', label: t('lists:field.type'), required: true, input: 'subtype', entityType: 'ASSET' },
    { key: 'label', label: t('lists:field.label') },
    { key: 'additionalInfo.description', label: t('lists:field.description'), input: 'textarea', maxLength: null },
  ];
}

/** The assets list: tenant asset infos, or the customer's for a customer user (console-core §6). */
export function assetsList(t: (key: string) => string): OwnedListConfig {
  return { entityType: 'ASSET', segment: 'asset', tenantPath: '/api/tenant/assetInfos', customerSegment: 'assetInfos', messages: 'assets', fields: assetFields(t), bulkImport: true };
}
