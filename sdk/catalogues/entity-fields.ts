/** Entity fields offered for display and sorting, in catalogue order. */
export const ENTITY_FIELDS = [
  'createdTime',
  'name',
  'type',
  'firstName',
  'lastName',
  'email',
  'title',
  'country',
  'state',
  'city',
  'address',
  'address2',
  'zip',
  'phone',
  'label',
] as const;

/** One field of {@link ENTITY_FIELDS}. */
export type EntityField = (typeof ENTITY_FIELDS)[number];

/** Entity fields whose value is a time in milliseconds; every other field is text. */
export const TIME_ENTITY_FIELDS: readonly EntityField[] = ['createdTime'];

/** The default sort property of every page link. */
export const DEFAULT_SORT_PROPERTY = 'createdTime';

/** Alias filter types; `stateEntity` is resolved by the client and never sent to the server. */
export const ALIAS_FILTER_TYPES = [
  'singleEntity',
  'entityList',
  'entityName',
  'entityType',
  'stateEntity',
  'assetType',
  'deviceType',
  'edgeType',
  'entityViewType',
  'apiUsageState',
  'relationsQuery',
  'assetSearchQuery',
  'deviceSearchQuery',
  'edgeSearchQuery',
  'entityViewSearchQuery',
] as const;

/** One alias filter type of {@link ALIAS_FILTER_TYPES}. */
export type AliasFilterType = (typeof ALIAS_FILTER_TYPES)[number];
