import { randomUUID } from 'node:crypto';

/** A new random entity id. */
export const newId = (): string => randomUUID();

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a uuid string. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_RE.test(value);
