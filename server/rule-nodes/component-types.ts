import type { JsonSchema } from './schema.js';

/** Component (rule node) categories the server describes, in ThingsBoard's declaration order. */
export const COMPONENT_TYPES = ['ENRICHMENT', 'FILTER', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;

/** One category of {@link COMPONENT_TYPES}. */
export type ComponentType = (typeof COMPONENT_TYPES)[number];

/** Rule chain types a component can be used in. */
export const CHAIN_TYPES = ['CORE', 'EDGE'] as const;

/** One of {@link CHAIN_TYPES}. */
export type ChainType = (typeof CHAIN_TYPES)[number];

/** How the catalogue describes one rule node component. */
export interface ComponentSpec {
  /** Class name identifying the node; ThingsBoard's well-known names so imported chains resolve. */
  clazz: string;
  type: ComponentType;
  name: string;
  /** One line shown in the node library. */
  description: string;
  /** A few sentences shown in the node's help. */
  details: string;
  /** Material icon name. */
  icon: string;
  /** Labels of the connections leaving the node. */
  relationTypes: string[];
  /** Whether connections may carry labels of the user's choosing. Default false. */
  customRelations?: boolean;
  /** Whether the node forwards messages to another rule chain. Default false. */
  ruleChainNode?: boolean;
  /** Whether the node accepts incoming connections. Default true. */
  inEnabled?: boolean;
  /** Whether the node has outgoing connections. Default true. */
  outEnabled?: boolean;
  /** Chain types the node is offered in. Default CORE only. */
  chainTypes?: ChainType[];
  /** Configuration a new node starts with. */
  defaultConfiguration: Record<string, unknown>;
  /** JSON schema of the configuration. */
  schema: JsonSchema;
}

/** Labels of nodes that succeed or fail. */
export const SUCCESS_FAILURE = ['Success', 'Failure'];
/** Labels of filter nodes. */
export const TRUE_FALSE = ['True', 'False', 'Failure'];
/** Both chain types. */
export const ANY_CHAIN: ChainType[] = ['CORE', 'EDGE'];
