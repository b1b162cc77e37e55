import { randomUUID } from 'node:crypto';

/** A new random entity id. */
export const newId = (): string => randomUUID();

/** A uuid in any letter case, as a regular expression source (also used in JSON schemas, which take no flags). */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const UUID_RE = new RegExp(UUID_PATTERN);

/** True when `value` is a uuid string. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_RE.test(value);
