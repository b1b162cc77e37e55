import type { ApiSchema } from '../../../sdk/api-schema.js';
import { DESCRIPTION_FIELD, NAME_FIELD, TYPE_FIELD, type FieldSpec } from '../entity-details/entity-form.logic.js';

/** An entity view as its page loads it (entity view info: with its customer's name). */
export type EntityViewRecord = ApiSchema<'EntityViewInfo'>;

/** The fields of the entity view form: name and type (required) and description. */
export const ENTITY_VIEW_FIELDS: readonly FieldSpec[] = [NAME_FIELD, TYPE_FIELD, DESCRIPTION_FIELD];
