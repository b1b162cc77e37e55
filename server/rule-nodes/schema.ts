/** A JSON schema fragment describing one configuration field (draft-07 subset). */
export type JsonSchema = Record<string, unknown>;

/** A text field; `multiline` marks free text, `format` e.g. `uri`. */
export const text = (title: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', title, ...extra });

/** A JavaScript function body edited with a code editor; `args` are the function's argument names. */
export const script = (title: string, args: string[]): JsonSchema =>
  ({ type: 'string', title, contentMediaType: 'application/javascript', 'x-function-args': args });

/** A template text where `${metadataKey}` and `$[messageKey]` placeholders are substituted. */
export const template = (title: string): JsonSchema => ({ type: 'string', title, 'x-template': true });

/** An integer field with a lower bound. */
export const int = (title: string, minimum = 0, extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', title, minimum, ...extra });

/** A number field. */
export const num = (title: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'number', title, ...extra });

/** A boolean switch. */
export const bool = (title: string): JsonSchema => ({ type: 'boolean', title });

/** One value out of a fixed list. */
export const oneOf = (title: string, values: readonly string[]): JsonSchema => ({ type: 'string', title, enum: [...values] });

/** A list of texts (keys, names, types). */
export const textList = (title: string, values?: readonly string[]): JsonSchema =>
  ({ type: 'array', title, items: values ? { type: 'string', enum: [...values] } : { type: 'string' }, uniqueItems: true });

/** A free map of text keys to text values (headers, properties). */
export const textMap = (title: string): JsonSchema => ({ type: 'object', title, additionalProperties: { type: 'string' } });

/** An object with the given fields; `required` lists the mandatory ones. */
export const object = (properties: Record<string, JsonSchema>, required: string[] = [], title?: string): JsonSchema =>
  ({ type: 'object', ...(title ? { title } : {}), properties, required, additionalProperties: true });
