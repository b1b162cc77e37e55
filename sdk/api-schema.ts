import type { components } from './generated/schema.js';

/** The JSON shape the contract gives a named schema (`ApiSchema<'Device'>`), for callers and the server alike. */
export type ApiSchema<K extends keyof components['schemas']> = components['schemas'][K];

/** Every schema name of the contract. */
export type ApiSchemaName = keyof components['schemas'];
