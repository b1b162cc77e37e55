/** Relation type groups. */
export const RELATION_TYPE_GROUPS = ['COMMON', 'ALARM', 'DASHBOARD', 'RULE_CHAIN', 'RULE_NODE'] as const;

/** One group of {@link RELATION_TYPE_GROUPS}. */
export type RelationTypeGroup = (typeof RELATION_TYPE_GROUPS)[number];

/** Relation types every installation knows. */
export const BUILT_IN_RELATION_TYPES = ['Contains', 'Manages'] as const;

/** Directions of a relation query. */
export const RELATION_DIRECTIONS = ['FROM', 'TO'] as const;

/** One direction of {@link RELATION_DIRECTIONS}. */
export type RelationDirection = (typeof RELATION_DIRECTIONS)[number];

/** Longest accepted relation type name. */
export const RELATION_TYPE_MAX_LENGTH = 255;
