import type { AuthUser } from '../../../sdk/auth/auth-user.js';
import { currentUserOwnerType } from '../../../sdk/catalogues/entity-types.js';
import { DATASOURCE_PAGE_SIZE } from '../../../sdk/catalogues/widgets.js';
import { NULL_UUID, type AliasEntityId, type EntityId as TypedEntityId } from '../../../sdk/entity-id.js';
import type { EntityDataPageLink, EntityFilter } from '../../../sdk/realtime/query-types.js';

/** An entity id of any entity type. */
type EntityId = TypedEntityId<string>;
import type { AliasFilter, EntityAlias, RelationsQueryAliasFilter, SearchQueryAliasFilter } from './dashboard.types.js';
import { SEARCH_QUERY_TYPE_FIELDS, SUBTYPE_FILTER_FIELDS } from './aliases.normalise.js';
import { stateEntityOf, type StateParams } from './states.logic.js';

/** The signed-in user as alias rules need it: the ids the CURRENT_* entity types stand for. */
export type AliasUser = Pick<AuthUser, 'authority' | 'tenantId' | 'customerId' | 'userId'>;

/** What an alias is resolved against: the signed-in user and the params of the current dashboard state. */
export interface AliasContext {
  user: AliasUser;
  /** Params of the state on top of the state stack. */
  stateParams?: StateParams;
  /** The entity a person picked in the toolbar's entities select, by alias id (aliases of one entity only). */
  entitySelection?: Readonly<Record<string, EntityId>>;
}

/** An alias turned into a server entity filter, or the reason it stands for no entity. */
export type AliasResolution =
  | {
      resolved: true;
      entityFilter: EntityFilter;
      /** Whether the entity comes from the dashboard state (stateEntity, or a query rooted at it). */
      stateEntity: boolean;
      /** State param the entity is read from; the state's own entity when null. */
      entityParamName: string | null;
      resolveMultiple: boolean;
    }
  | { resolved: false; stateEntity: boolean; entityParamName: string | null; reason: 'dashboard.model.no-state-entity' };

/**
 * A real entity id for an alias entity id: CURRENT_TENANT → the user's tenant, CURRENT_CUSTOMER → the
 * customer of a customer user (other users keep the stored id), CURRENT_USER → the user,
 * CURRENT_USER_OWNER → the tenant for a tenant administrator, else the customer.
 */
export function resolveAliasEntityId(id: AliasEntityId | EntityId, user: AliasUser): EntityId {
  switch (id.entityType) {
    case 'CURRENT_TENANT':
      return { entityType: 'TENANT', id: user.tenantId ?? NULL_UUID };
    case 'CURRENT_CUSTOMER':
      return { entityType: 'CUSTOMER', id: user.authority === 'CUSTOMER_USER' ? (user.customerId ?? NULL_UUID) : id.id };
    case 'CURRENT_USER':
      return { entityType: 'USER', id: user.userId ?? NULL_UUID };
    case 'CURRENT_USER_OWNER': {
      const type = currentUserOwnerType(user.authority);
      return { entityType: type, id: (type === 'TENANT' ? user.tenantId : user.customerId) ?? NULL_UUID };
    }
    default:
      return { entityType: id.entityType, id: id.id };
  }
}

/** The entity a state-bound filter stands for: from its state param (or the state's entity), else its default entity. */
function stateEntityId(filter: { stateEntityParamName?: string | null; defaultStateEntity?: AliasEntityId | null }, ctx: AliasContext): EntityId | undefined {
  const fromState = stateEntityOf(ctx.stateParams, filter.stateEntityParamName)?.entityId ?? filter.defaultStateEntity ?? undefined;
  return fromState ? resolveAliasEntityId(fromState, ctx.user) : undefined;
}

/** The server filter of an alias filter whose entities do not depend on the state or the user. */
function plainFilter(filter: AliasFilter): EntityFilter | undefined {
  switch (filter.type) {
    case 'entityList':
      return { type: 'entityList', entityType: filter.entityType, entityList: [...filter.entityList] };
    case 'entityName':
      return { type: 'entityName', entityType: filter.entityType, entityNameFilter: filter.entityNameFilter };
    case 'entityType':
      return { type: 'entityType', entityType: filter.entityType };
    case 'assetType': case 'deviceType': case 'edgeType': case 'entityViewType': {
      const [typeField, nameField] = SUBTYPE_FILTER_FIELDS[filter.type];
      return { type: filter.type, [typeField]: filter[typeField], [nameField]: filter[nameField] };
    }
    default:
      return undefined;
  }
}

/** The server filter of a relation or search query rooted at `root`. */
function rootedFilter(filter: RelationsQueryAliasFilter | SearchQueryAliasFilter, root: EntityId): EntityFilter {
  const common = {
    type: filter.type, rootEntity: root, direction: filter.direction,
    maxLevel: filter.maxLevel, fetchLastLevelOnly: filter.fetchLastLevelOnly ?? false,
  };
  if (filter.type === 'relationsQuery') {
    return { ...common, filters: filter.filters.map((f) => ({ relationType: f.relationType, entityTypes: [...f.entityTypes] })) };
  }
  const typesField = SEARCH_QUERY_TYPE_FIELDS[filter.type];
  return { ...common, relationType: filter.relationType ?? null, [typesField]: filter[typesField] };
}

/**
 * Resolves an alias filter into the entity filter of an entity-data query (protocol §5.2): stateEntity
 * becomes singleEntity of the state's entity; relation and search queries with `rootStateEntity` take
 * that entity as root; CURRENT_* ids are replaced from the user. UI-only keys (resolveMultiple,
 * stateEntityParamName, ...) are left out. A state-bound alias with no entity in the state and no
 * default entity does not resolve.
 */
export function resolveAliasFilter(filter: AliasFilter, ctx: AliasContext): AliasResolution {
  const stateBound = filter.type === 'stateEntity' || ((filter.type === 'relationsQuery' || filter.type.endsWith('SearchQuery')) && filter.rootStateEntity === true);
  const entityParamName = (stateBound ? (filter.stateEntityParamName as string | null | undefined) : undefined) ?? null;
  const resolved = (entityFilter: EntityFilter): AliasResolution =>
    ({ resolved: true, entityFilter, stateEntity: stateBound, entityParamName, resolveMultiple: filter.resolveMultiple });
  const stateId = stateBound ? stateEntityId(filter as { stateEntityParamName?: string | null }, ctx) : undefined;
  if (stateBound && !stateId) return { resolved: false, stateEntity: true, entityParamName, reason: 'dashboard.model.no-state-entity' };
  switch (filter.type) {
    case 'singleEntity':
      return resolved({ type: 'singleEntity', singleEntity: resolveAliasEntityId(filter.singleEntity, ctx.user) });
    case 'stateEntity':
      return resolved({ type: 'singleEntity', singleEntity: stateId });
    case 'apiUsageState':
      return resolved(filter.customerId ? { type: 'apiUsageState', customerId: resolveAliasEntityId(filter.customerId, ctx.user) } : { type: 'apiUsageState' });
    case 'relationsQuery': case 'assetSearchQuery': case 'deviceSearchQuery': case 'edgeSearchQuery': case 'entityViewSearchQuery':
      return resolved(rootedFilter(filter, stateId ?? resolveAliasEntityId(filter.rootEntity!, ctx.user)));
    default:
      return resolved(plainFilter(filter)!);
  }
}

/**
 * The page link of an alias's query: an alias of many entities asks for `pageSize` (1024 by default)
 * sorted by creation time, newest first; an alias of one entity asks for 1.
 */
export function aliasPageLink(resolveMultiple: boolean, pageSize: number = DATASOURCE_PAGE_SIZE): EntityDataPageLink {
  if (!resolveMultiple) return { pageSize: 1, page: 0 };
  return { pageSize, page: 0, textSearch: null, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' }, dynamic: false };
}

/**
 * Resolves an alias by id; undefined when the configuration has no such alias. An alias of one entity
 * whose entity a person picked in the entities select stands for that entity (unless its entity comes from the state).
 */
export function resolveAlias(aliases: Record<string, EntityAlias>, aliasId: string, ctx: AliasContext): AliasResolution | undefined {
  const alias = aliases[aliasId];
  if (!alias) return undefined;
  const resolution = resolveAliasFilter(alias.filter, ctx);
  const picked = ctx.entitySelection?.[aliasId];
  if (!picked || !resolution.resolved || resolution.resolveMultiple || resolution.stateEntity) return resolution;
  return { ...resolution, entityFilter: { type: 'singleEntity', singleEntity: { entityType: picked.entityType, id: picked.id } } };
}
