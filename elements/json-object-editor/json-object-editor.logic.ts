import { JSON_TIDY_INDENT } from '../../sdk/catalogues/ui.js';

/** The error code a JSON editor reports when its text is not a JSON object (§5 Editors). */
export const JSON_PARSE_ERROR = 'jsonParseError';

/** A JSON object as edited: string keys to any JSON value. */
export type JsonObject = Record<string, unknown>;

/** Why a JSON editor's text is refused: nothing typed while required, or text that is not a JSON object. */
export type JsonEditorError =
  | { code: 'required' }
  /** `message` is 'Error: <error name>: <parser message>' when the parser failed, null when it parsed to something other than an object. */
  | { code: typeof JSON_PARSE_ERROR; message: string | null };

/** The outcome of reading an editor's text: the object (null when empty or invalid) and the error, if any. */
export interface JsonEditorState {
  value: JsonObject | null;
  error: JsonEditorError | null;
}

/** Whether a parsed value is a JSON object (not an array, not null, not a scalar). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'Error: <error name>: <parser message>', leaving out a part the thrown value lacks. */
export function parserErrorText(thrown: unknown): string {
  const { name, message } = (thrown ?? {}) as { name?: unknown; message?: unknown };
  let text = 'Error:';
  if (typeof name === 'string' && name) text += ` ${name}:`;
  if (typeof message === 'string' && message) text += ` ${message}`;
  return text;
}

/**
 * §5 JSON editor: empty (or only white space) is valid unless required; otherwise the text must parse and be
 * a JSON object, else jsonParseError with the parser's text, or with no text when it parsed to a non-object.
 */
export function readJsonObject(text: string, required: boolean): JsonEditorState {
  if (text.trim() === '') return { value: null, error: required ? { code: 'required' } : null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (thrown) {
    return { value: null, error: { code: JSON_PARSE_ERROR, message: parserErrorText(thrown) } };
  }
  return isJsonObject(parsed) ? { value: parsed, error: null } : { value: null, error: { code: JSON_PARSE_ERROR, message: null } };
}

/** The editor's text for an object: tidied with the editor's indent of 2; empty for none. */
export function jsonText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value, null, JSON_TIDY_INDENT.editor);
}

/** The text tidied with the editor's indent, or null when it is not a JSON object (nothing to format). */
export function formatJsonText(text: string): string | null {
  const { value } = readJsonObject(text, false);
  return value === null ? null : jsonText(value);
}

/** How many lines a text has (an empty text has one), for the line-number gutter. */
export function lineCount(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  return lines;
}

/** Whether two JSON values are equal as JSON (key order counts, as in their text). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
