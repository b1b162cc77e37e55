import { inferValueType, type ValueType } from '../../../sdk/catalogues/value-types.js';

/** Longest attribute key the form accepts. */
export const ATTRIBUTE_KEY_MAX_LENGTH = 255;

/** What the attribute dialog edits: the key, the value type and the value as typed (booleans as a flag). */
export interface AttributeDraft {
  key: string;
  type: ValueType;
  text: string;
  flag: boolean;
}

/** Message keys (console namespace) of what is wrong with a draft, per field. */
export interface AttributeDraftErrors {
  key?: 'attribute.key-required' | 'attribute.key-max-length';
  value?: string;
}

/** What saving a draft does: write the key's value, delete the key (an existing entry left without a value), or nothing because the draft is invalid. */
export type AttributeChange =
  | { kind: 'save'; key: string; value: unknown }
  | { kind: 'delete'; key: string }
  | { kind: 'invalid'; errors: AttributeDraftErrors };

const REQUIRED: Readonly<Record<Exclude<ValueType, 'BOOLEAN'>, string>> = {
  STRING: 'value.string-value-required',
  INTEGER: 'value.integer-value-required',
  DOUBLE: 'value.double-value-required',
  JSON: 'value.json-value-required',
};

const INTEGER = /^-?\d+$/;

/** The text a stored value is shown and edited as: JSON pretty-printed, everything else as written. */
export function valueText(value: unknown, indent = 0): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value, null, indent);
  return String(value);
}

/** A draft of an existing entry: its type inferred from the stored value (shared-controls: typed value input). */
export function draftOf(key: string, value: unknown): AttributeDraft {
  const type = inferValueType(value);
  return { key, type, text: type === 'BOOLEAN' ? '' : valueText(value, 2), flag: value === true };
}

/** A draft for a new entry: no key, a string value. */
export function emptyDraft(): AttributeDraft {
  return { key: '', type: 'STRING', text: '', flag: false };
}

/** The draft after its value type changed: the value starts again (false for boolean, an empty object for JSON, empty otherwise). */
export function withType(draft: AttributeDraft, type: ValueType): AttributeDraft {
  return { ...draft, type, text: type === 'JSON' ? '{}' : '', flag: false };
}

/** Whether a draft holds no value (booleans always hold one). */
export function hasNoValue(draft: AttributeDraft): boolean {
  return draft.type !== 'BOOLEAN' && draft.text.trim() === '';
}

/** The value a valid, non-empty draft stands for, or an error message key. */
function parsedValue(draft: AttributeDraft): { value: unknown } | { error: string } {
  const text = draft.text.trim();
  switch (draft.type) {
    case 'BOOLEAN':
      return { value: draft.flag };
    case 'STRING':
      return { value: draft.text };
    case 'INTEGER':
      return INTEGER.test(text) && Number.isSafeInteger(Number(text)) ? { value: Number(text) } : { error: 'value.invalid-integer-value' };
    case 'DOUBLE': {
      const number = Number(text);
      return Number.isFinite(number) ? { value: number } : { error: 'value.invalid-double-value' };
    }
    case 'JSON':
      try {
        const value: unknown = JSON.parse(text);
        return value !== null && typeof value === 'object' ? { value } : { error: 'value.json-value-invalid' };
      } catch {
        return { error: 'value.json-value-invalid' };
      }
  }
}

/** What is wrong with a draft's key. */
function keyError(key: string): AttributeDraftErrors['key'] {
  if (key.trim() === '') return 'attribute.key-required';
  if (key.length > ATTRIBUTE_KEY_MAX_LENGTH) return 'attribute.key-max-length';
  return undefined;
}

/**
 * What saving a draft does. A new entry needs a key and a value (the typed value input's required
 * messages); an existing entry whose value was emptied is deleted instead of saved (console-core §5).
 */
export function attributeChange(draft: AttributeDraft, existing: boolean): AttributeChange {
  const errors: AttributeDraftErrors = {};
  const key = existing ? draft.key : draft.key.trim();
  const wrongKey = existing ? undefined : keyError(draft.key);
  if (wrongKey) errors.key = wrongKey;
  if (hasNoValue(draft)) {
    if (existing) return { kind: 'delete', key };
    errors.value = REQUIRED[draft.type as Exclude<ValueType, 'BOOLEAN'>];
    return { kind: 'invalid', errors };
  }
  const parsed = parsedValue(draft);
  if ('error' in parsed) errors.value = parsed.error;
  if (errors.key || errors.value) return { kind: 'invalid', errors };
  return { kind: 'save', key, value: 'value' in parsed ? parsed.value : undefined };
}
