import { findComponent } from '../rule-nodes/catalogue.js';

/** A node of a chain template. */
export interface TemplateNode {
  type: string;
  name: string;
  configuration: Record<string, unknown>;
  additionalInfo: { description: string; layoutX: number; layoutY: number };
}

/** A chain template: nodes, connections by index and the node messages enter first. */
export interface ChainTemplate {
  firstNodeIndex: number;
  nodes: TemplateNode[];
  connections: Array<{ fromIndex: number; toIndex: number; type: string }>;
}

const LOG_SCRIPT = (what: string) => `return '${what}\\nMessage: ' + JSON.stringify(msg) + '\\nMetadata: ' + JSON.stringify(metadata);`;

function node(clazz: string, name: string, x: number, y: number, overrides: Record<string, unknown> = {}, description = ''): TemplateNode {
  const base = findComponent(clazz)?.defaultConfiguration ?? {};
  return { type: clazz, name, configuration: { ...structuredClone(base), ...overrides }, additionalInfo: { description, layoutX: x, layoutY: y } };
}

/**
 * The chain a device needs by default: alarm rules of its profile, then a switch by message type
 * that stores telemetry and client attributes, forwards RPC requests to the device and logs the rest.
 */
export function deviceChainTemplate(): ChainTemplate {
  return {
    firstNodeIndex: 0,
    nodes: [
      node('org.thingsboard.rule.engine.profile.TbDeviceProfileNode', 'Device Profile', 200, 150, {}, 'Evaluates the alarm rules of the device profile'),
      node('org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode', 'Message Type Switch', 200, 300),
      node('org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode', 'Save Timeseries', 600, 100),
      node('org.thingsboard.rule.engine.telemetry.TbMsgAttributesNode', 'Save Client Attributes', 600, 200, { scope: 'CLIENT_SCOPE' }),
      node('org.thingsboard.rule.engine.action.TbLogNode', 'Log RPC from Device', 600, 300, { jsScript: LOG_SCRIPT('RPC request from device') }),
      node('org.thingsboard.rule.engine.action.TbLogNode', 'Log Other', 600, 400, { jsScript: LOG_SCRIPT('Unhandled message') }),
      node('org.thingsboard.rule.engine.rpc.TbSendRPCRequestNode', 'RPC Call Request', 600, 500),
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'Success' },
      { fromIndex: 1, toIndex: 2, type: 'Post telemetry' },
      { fromIndex: 1, toIndex: 3, type: 'Post attributes' },
      { fromIndex: 1, toIndex: 4, type: 'RPC Request from Device' },
      { fromIndex: 1, toIndex: 5, type: 'Other' },
      { fromIndex: 1, toIndex: 6, type: 'RPC Request to Device' },
    ],
  };
}

/** Name of the root chain every tenant starts with. */
export const ROOT_CHAIN_NAME = 'Root Rule Chain';
/** Name of the edge template root chain every tenant starts with when edges are enabled. */
export const EDGE_ROOT_CHAIN_NAME = 'Edge Root Rule Chain';
