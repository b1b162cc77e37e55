import { ANY_CHAIN, type ComponentSpec } from '../component-types.js';
import { object, text } from '../schema.js';

/** Flow nodes: pass the message between rule chains and queues. */
export const FLOW_COMPONENTS: ComponentSpec[] = [
  {
    clazz: 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode',
    type: 'FLOW', name: 'rule chain', icon: 'input', chainTypes: ANY_CHAIN, ruleChainNode: true, customRelations: true,
    description: 'Forwards the message to another rule chain',
    details: 'Sends the message to the first node of the chosen rule chain; the output nodes of that chain name the connections leaving this node.',
    relationTypes: ['Failure'],
    defaultConfiguration: { ruleChainId: null },
    schema: object({ ruleChainId: text('Rule chain id', { format: 'uuid' }) }, ['ruleChainId']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode',
    type: 'FLOW', name: 'output', icon: 'output', chainTypes: ANY_CHAIN, outEnabled: false,
    description: 'Returns the message to the calling rule chain',
    details: 'Ends this chain and continues in the chain that forwarded the message, along the connection named like this node.',
    relationTypes: [],
    defaultConfiguration: { version: 0 },
    schema: object({ version: { type: 'integer', title: 'Version', readOnly: true } }),
  },
  {
    clazz: 'org.thingsboard.rule.engine.flow.TbCheckpointNode',
    type: 'FLOW', name: 'checkpoint', icon: 'fast_forward',
    description: 'Moves the message to another queue',
    details: 'Acknowledges the message in the current queue and submits it to the chosen queue, where the root chain processes it again.',
    relationTypes: ['Success', 'Failure'],
    defaultConfiguration: { queueName: 'HighPriority' },
    schema: object({ queueName: text('Queue name') }, ['queueName']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.flow.TbAckNode',
    type: 'FLOW', name: 'acknowledge', icon: 'done',
    description: 'Marks the message as processed',
    details: 'Acknowledges the message so the queue counts it as processed, then passes it on along Success.',
    relationTypes: ['Success', 'Failure'],
    defaultConfiguration: { version: 0 },
    schema: object({ version: { type: 'integer', title: 'Version', readOnly: true } }),
  },
];
