import { badRequest } from '../http/errors.js';
import { invalidUuid, objectBody } from '../http/validate.js';
import { isUuid } from '../db/ids.js';
import type { CreateRequest, TypeCreateConfig } from './create.js';
import { isVersionable, VERSIONABLE_TYPES, type VersionableType } from './entity-types.js';
import type { LoadRequest, TypeLoadConfig } from './load.js';
import { validBranchName } from './repository.js';

type Json = Record<string, unknown>;

const SYNC_STRATEGIES = ['MERGE', 'OVERWRITE'] as const;

function flag(obj: Json, field: string, where: string): boolean {
  const v = obj[field];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw badRequest(`${where}.${field} must be a boolean`);
  return v;
}

function section(obj: Json, field: string): Json {
  const v = obj[field];
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw badRequest(`${field} must be an object`);
  return v as Json;
}

/** Reads a versionable entity type; 400 naming the allowed types otherwise. */
export function versionableType(value: unknown, field = 'entityType'): VersionableType {
  if (!isVersionable(value)) throw badRequest(`Invalid ${field}: ${String(value)}. Allowed: ${VERSIONABLE_TYPES.join(', ')}`);
  return value;
}

function entityIdOf(obj: Json, field: string): { entityType: VersionableType; id: string } {
  const v = obj[field] as Json | undefined | null;
  if (!v || typeof v !== 'object') throw badRequest(`${field} should be specified!`);
  if (!isUuid(v.id)) throw invalidUuid(v.id);
  return { entityType: versionableType(v.entityType, `${field}.entityType`), id: v.id.toLowerCase() };
}

/** Reads an optional branch name; blank means the default branch. */
export function branchOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !validBranchName(value)) throw badRequest(`Invalid branch name: ${String(value)}`);
  return value;
}

function typesMap<T>(body: Json, read: (cfg: Json, where: string) => T): Partial<Record<VersionableType, T>> {
  const raw = section(body, 'entityTypes');
  const out: Partial<Record<VersionableType, T>> = {};
  for (const [key, cfg] of Object.entries(raw)) {
    const type = versionableType(key, 'entityTypes key');
    if (!cfg || typeof cfg !== 'object' || Array.isArray(cfg)) throw badRequest(`entityTypes.${key} must be an object`);
    out[type] = read(cfg as Json, `entityTypes.${key}`);
  }
  if (Object.keys(out).length === 0) throw badRequest('entityTypes should be specified!');
  return out;
}

function typeCreateConfig(cfg: Json, where: string): TypeCreateConfig {
  const strategy = cfg.syncStrategy;
  if (strategy !== undefined && strategy !== null && !(SYNC_STRATEGIES as readonly unknown[]).includes(strategy)) {
    throw badRequest(`Invalid ${where}.syncStrategy: ${String(strategy)}. Allowed: ${SYNC_STRATEGIES.join(', ')}`);
  }
  const ids = cfg.entityIds ?? [];
  if (!Array.isArray(ids) || !ids.every(isUuid)) throw badRequest(`${where}.entityIds must be a list of uuids`);
  const allEntities = flag(cfg, 'allEntities', where);
  return {
    syncStrategy: (strategy as TypeCreateConfig['syncStrategy']) ?? null,
    saveRelations: flag(cfg, 'saveRelations', where), saveAttributes: flag(cfg, 'saveAttributes', where),
    saveCredentials: flag(cfg, 'saveCredentials', where), allEntities, entityIds: (ids as string[]).map((i) => i.toLowerCase()),
  };
}

/** Validates a VersionCreateRequest body (SINGLE_ENTITY or COMPLEX). */
export function parseCreateRequest(raw: unknown): CreateRequest {
  const body = objectBody(raw);
  const versionName = body.versionName;
  if (typeof versionName !== 'string' || versionName.trim() === '') throw badRequest('versionName should be specified!');
  if (versionName.length > 255) throw badRequest('versionName length must be equal or less than 255');
  const branch = branchOf(body.branch);
  if (body.type === 'SINGLE_ENTITY') {
    const config = section(body, 'config');
    return {
      type: 'SINGLE_ENTITY', versionName, branch, entityId: entityIdOf(body, 'entityId'),
      config: { saveRelations: flag(config, 'saveRelations', 'config'), saveAttributes: flag(config, 'saveAttributes', 'config'),
        saveCredentials: flag(config, 'saveCredentials', 'config') },
    };
  }
  if (body.type === 'COMPLEX') {
    const strategy = body.syncStrategy ?? 'MERGE';
    if (!(SYNC_STRATEGIES as readonly unknown[]).includes(strategy)) {
      throw badRequest(`Invalid syncStrategy: ${String(strategy)}. Allowed: ${SYNC_STRATEGIES.join(', ')}`);
    }
    return { type: 'COMPLEX', versionName, branch, syncStrategy: strategy as 'MERGE' | 'OVERWRITE', entityTypes: typesMap(body, typeCreateConfig) };
  }
  throw badRequest(`Invalid type: ${String(body.type)}. Allowed: SINGLE_ENTITY, COMPLEX`);
}

function typeLoadConfig(cfg: Json, where: string): TypeLoadConfig {
  return {
    loadRelations: flag(cfg, 'loadRelations', where), loadAttributes: flag(cfg, 'loadAttributes', where),
    loadCredentials: flag(cfg, 'loadCredentials', where), removeOtherEntities: flag(cfg, 'removeOtherEntities', where),
    findExistingEntityByName: flag(cfg, 'findExistingEntityByName', where),
  };
}

/** Validates a VersionLoadRequest body (SINGLE_ENTITY or ENTITY_TYPE). */
export function parseLoadRequest(raw: unknown): LoadRequest {
  const body = objectBody(raw);
  const versionId = body.versionId;
  if (typeof versionId !== 'string' || versionId === '') throw badRequest('versionId should be specified!');
  if (!/^[0-9a-f]{4,40}$/i.test(versionId)) throw badRequest(`Invalid versionId: ${versionId}`);
  if (body.type === 'SINGLE_ENTITY') {
    const config = section(body, 'config');
    return {
      type: 'SINGLE_ENTITY', versionId, externalEntityId: entityIdOf(body, 'externalEntityId'),
      config: { loadRelations: flag(config, 'loadRelations', 'config'), loadAttributes: flag(config, 'loadAttributes', 'config'),
        loadCredentials: flag(config, 'loadCredentials', 'config'), findExistingEntityByName: false },
    };
  }
  if (body.type === 'ENTITY_TYPE') return { type: 'ENTITY_TYPE', versionId, entityTypes: typesMap(body, typeLoadConfig) };
  throw badRequest(`Invalid type: ${String(body.type)}. Allowed: SINGLE_ENTITY, ENTITY_TYPE`);
}
