import type { ApiSchema } from '../../sdk/api-schema.js';
import { createHash } from 'node:crypto';
import type { ChainType, ComponentSpec, ComponentType } from './component-types.js';
import { ACTION_COMPONENTS } from './components/action.js';
import { ENRICHMENT_COMPONENTS } from './components/enrichment.js';
import { EXTERNAL_COMPONENTS } from './components/external.js';
import { FILTER_COMPONENTS } from './components/filter.js';
import { FLOW_COMPONENTS } from './components/flow.js';
import { TRANSFORMATION_COMPONENTS } from './components/transformation.js';

/** Class name of the node that forwards messages to another rule chain. */
export const RULE_CHAIN_INPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';
/** Class name of the node that returns messages to the calling rule chain (its name is the output label). */
export const RULE_CHAIN_OUTPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode';

/** Every component the server describes, grouped by category. */
export const COMPONENTS: readonly ComponentSpec[] = [
  ...ENRICHMENT_COMPONENTS, ...FILTER_COMPONENTS, ...TRANSFORMATION_COMPONENTS,
  ...ACTION_COMPONENTS, ...EXTERNAL_COMPONENTS, ...FLOW_COMPONENTS,
];

/** Creation time reported for every descriptor of the built-in catalogue. */
export const CATALOGUE_CREATED_TIME = Date.UTC(2022, 10, 1);

const BY_CLAZZ = new Map(COMPONENTS.map((c) => [c.clazz, c]));

/** A stable uuid derived from a class name, so descriptor ids survive restarts. */
export function descriptorId(clazz: string): string {
  const hex = createHash('sha1').update(`component:${clazz}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The chain types a component is offered in. */
export const chainTypesOf = (spec: ComponentSpec): ChainType[] => spec.chainTypes ?? ['CORE'];

/** The ComponentDescriptor answer; 3.4.1 also describes FLOW components, a type the contract's enum lacks. */
export type ComponentDescriptorJson = Omit<ApiSchema<'ComponentDescriptor'>, 'type'> & { type: ComponentType };

/** The ComponentDescriptor JSON of a component, with its node definition and configuration schema. */
export function componentDescriptor(spec: ComponentSpec): ComponentDescriptorJson {
  return {
    id: { id: descriptorId(spec.clazz) },
    createdTime: CATALOGUE_CREATED_TIME,
    type: spec.type,
    scope: 'TENANT',
    name: spec.name,
    clazz: spec.clazz,
    configurationDescriptor: {
      nodeDefinition: {
        details: spec.details,
        description: spec.description,
        inEnabled: spec.inEnabled ?? true,
        outEnabled: spec.outEnabled ?? true,
        relationTypes: [...spec.relationTypes],
        customRelations: spec.customRelations ?? false,
        ruleChainNode: spec.ruleChainNode ?? false,
        defaultConfiguration: structuredClone(spec.defaultConfiguration),
        uiResources: [],
        configDirective: '',
        icon: spec.icon,
        iconUrl: '',
        docUrl: '',
        configurationSchema: structuredClone(spec.schema),
      },
    },
    actions: null,
  };
}

/** Components of the given categories usable in a chain type, in catalogue order. */
export function listComponents(types: readonly ComponentType[], chainType: ChainType): ComponentSpec[] {
  return COMPONENTS.filter((c) => types.includes(c.type) && chainTypesOf(c).includes(chainType));
}

/** The component with a class name, if the catalogue has it. */
export const findComponent = (clazz: string): ComponentSpec | undefined => BY_CLAZZ.get(clazz);
