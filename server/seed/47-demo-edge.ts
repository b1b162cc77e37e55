import { seedDemoEdge } from '../demo/edge-seed.js';

/** The demo tenant's edge instance with its rule chain and queued events (server/demo/edge-seed.ts). */
export default seedDemoEdge;
