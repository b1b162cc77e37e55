import { BUILT_IN_RELATION_TYPES, RELATION_TYPE_MAX_LENGTH } from '../../sdk/catalogues/relations.js';

/** §5 relation type: required when flagged, at most 255 characters once trimmed. */
export function relationTypeProblem(text: string, required: boolean): 'required' | 'max-length' | null {
  const value = text.trim();
  if (value === '') return required ? 'required' : null;
  return value.length > RELATION_TYPE_MAX_LENGTH ? 'max-length' : null;
}

/**
 * The suggested relation types for a typed text: the built-in ones (Contains, Manages) and the caller's
 * (types in use), once each, those holding the text ignoring case.
 */
export function suggestedRelationTypes(text: string, extra: readonly string[] = []): string[] {
  const needle = text.trim().toLocaleLowerCase();
  const known = [...new Set([...BUILT_IN_RELATION_TYPES, ...extra.map((type) => type.trim()).filter((type) => type !== '')])];
  return known.filter((type) => type.toLocaleLowerCase().includes(needle));
}
