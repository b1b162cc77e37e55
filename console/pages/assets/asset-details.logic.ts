import type { ApiSchema } from '../../../sdk/api-schema.js';
import { DESCRIPTION_FIELD, LABEL_FIELD, NAME_FIELD, typeField, type FieldSpec } from '../entity-details/entity-form.logic.js';

/** An asset as its page loads it (asset info: with its customer's name). */
export type AssetRecord = ApiSchema<'AssetInfo'>;

/** The fields of the asset form: name and type (required, suggesting the asset types in use), label and description. */
export const ASSET_FIELDS: readonly FieldSpec[] = [NAME_FIELD, typeField('ASSET'), LABEL_FIELD, DESCRIPTION_FIELD];

/** The line under an asset's or edge's name: its type and label. */
export function typeAndLabel(record: { type?: string; label?: string | null }): string {
  return [record.type, record.label].filter(Boolean).join(' · ');
}
