import { seedDemoEntityView } from '../demo/entity-view-seed.js';

/** The demo tenant's entity view of the office thermostat (server/demo/entity-view-seed.ts). */
export default seedDemoEntityView;
