/** Entity key types of queries and filters. */
export const ENTITY_KEY_TYPES = [
  'ATTRIBUTE',
  'CLIENT_ATTRIBUTE',
  'SHARED_ATTRIBUTE',
  'SERVER_ATTRIBUTE',
  'TIME_SERIES',
  'ENTITY_FIELD',
  'ALARM_FIELD',
  'CONSTANT',
  'COUNT',
] as const;

/** One key type of {@link ENTITY_KEY_TYPES}. */
export type EntityKeyType = (typeof ENTITY_KEY_TYPES)[number];

/** Value types a key filter compares. */
export const ENTITY_KEY_VALUE_TYPES = ['STRING', 'NUMERIC', 'BOOLEAN', 'DATE_TIME'] as const;

/** One value type of {@link ENTITY_KEY_VALUE_TYPES}. */
export type EntityKeyValueType = (typeof ENTITY_KEY_VALUE_TYPES)[number];

/** Filter predicate types. */
export const FILTER_PREDICATE_TYPES = ['STRING', 'NUMERIC', 'BOOLEAN', 'COMPLEX'] as const;

/** One predicate type of {@link FILTER_PREDICATE_TYPES}. */
export type FilterPredicateType = (typeof FILTER_PREDICATE_TYPES)[number];

/** Operations of a string predicate. */
export const STRING_OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'STARTS_WITH',
  'ENDS_WITH',
  'CONTAINS',
  'NOT_CONTAINS',
  'IN',
  'NOT_IN',
] as const;

/** One operation of {@link STRING_OPERATIONS}. */
export type StringOperation = (typeof STRING_OPERATIONS)[number];

/** Operations of a numeric predicate. */
export const NUMERIC_OPERATIONS = ['EQUAL', 'NOT_EQUAL', 'GREATER', 'LESS', 'GREATER_OR_EQUAL', 'LESS_OR_EQUAL'] as const;

/** One operation of {@link NUMERIC_OPERATIONS}. */
export type NumericOperation = (typeof NUMERIC_OPERATIONS)[number];

/** Operations of a boolean predicate. */
export const BOOLEAN_OPERATIONS = ['EQUAL', 'NOT_EQUAL'] as const;

/** One operation of {@link BOOLEAN_OPERATIONS}. */
export type BooleanOperation = (typeof BOOLEAN_OPERATIONS)[number];

/** Operations joining the predicates of a complex predicate. */
export const COMPLEX_OPERATIONS = ['AND', 'OR'] as const;

/** One operation of {@link COMPLEX_OPERATIONS}. */
export type ComplexOperation = (typeof COMPLEX_OPERATIONS)[number];

/** Sources a predicate value may be read from at run time. */
export const DYNAMIC_VALUE_SOURCE_TYPES = ['CURRENT_TENANT', 'CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_DEVICE'] as const;

/** One source of {@link DYNAMIC_VALUE_SOURCE_TYPES}. */
export type DynamicValueSourceType = (typeof DYNAMIC_VALUE_SOURCE_TYPES)[number];

/** Sort directions of page links and entity data queries. */
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;

/** One direction of {@link SORT_DIRECTIONS}. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
