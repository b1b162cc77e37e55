import { DEMO } from './ids.js';

/**
 * The demo edge instance of the tenant, assigned to Customer A so that its customer user sees an edge too; the
 * routing key and secret are fixed, like the demo devices' tokens, so examples can quote them.
 */
export const DEMO_EDGE = {
  name: 'Edge E1',
  type: 'default',
  label: 'Site edge',
  routingKey: 'demo-edge-e1-routing-key',
  secret: 'demoEdgeE1Secret0001',
  customer: DEMO.customerAId,
} as const;
