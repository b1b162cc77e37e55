import type { ApiSchema } from '../../../sdk/api-schema.js';
import { DESCRIPTION_FIELD, NAME_FIELD, typeField, type FieldSpec } from '../entity-details/entity-form.logic.js';
import { viewTargetOf, viewTargetProblem, viewTargetRecord } from './entity-view-target.logic.js';

/** An entity view as its page loads it (entity view info: with its customer's name). */
export type EntityViewRecord = ApiSchema<'EntityViewInfo'>;

/** Path of the entity view form's target part (its editor is given by the entity view page). */
export const VIEW_TARGET_PART = 'target';

/**
 * The fields of the entity view form: name and type (required, the type suggesting those in use), what the view
 * shows (the device or asset, its attribute and time-series keys, start and end time) and description.
 */
export const ENTITY_VIEW_FIELDS: readonly FieldSpec[] = [
  NAME_FIELD,
  typeField('ENTITY_VIEW'),
  { path: VIEW_TARGET_PART, label: '', kind: 'custom', wide: true, custom: { read: viewTargetOf, write: viewTargetRecord, check: viewTargetProblem } },
  DESCRIPTION_FIELD,
];
