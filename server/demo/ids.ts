/**
 * Fixed ids of the demo data, so every seed module can refer to what the others create and tests
 * can address demo entities directly.
 */
export const DEMO = {
  sysadminId: '5a797660-4612-11e7-a919-92ebcb67fe33',
  tenantProfileId: '6a0a1b30-4612-11e7-a919-92ebcb67fe33',
  tenantId: '6a1c2b40-4612-11e7-a919-92ebcb67fe33',
  tenantAdminId: '6a2d3c50-4612-11e7-a919-92ebcb67fe33',
  customerAId: '6b1a2b3c-4612-11e7-a919-92ebcb67fe33',
  customerBId: '6b2b3c4d-4612-11e7-a919-92ebcb67fe33',
  customerCId: '6b3c4d5e-4612-11e7-a919-92ebcb67fe33',
  publicCustomerId: '6b4d5e6f-4612-11e7-a919-92ebcb67fe33',
  customerUserId: '6c1a2b3c-4612-11e7-a919-92ebcb67fe33',
  defaultDeviceProfileId: '6d1a2b3c-4612-11e7-a919-92ebcb67fe33',
  rootRuleChainId: '6e1a2b3c-4612-11e7-a919-92ebcb67fe33',
  edgeId: '6f1a2b3c-4612-11e7-a919-92ebcb67fe33',
  entityViewId: '6f2b3c4d-4612-11e7-a919-92ebcb67fe33',
} as const;

/** The demo accounts printed at start-up. */
export const DEMO_ACCOUNTS = [
  { email: 'sysadmin@thingsboard.org', password: 'sysadmin', role: 'system administrator' },
  { email: 'tenant@thingsboard.org', password: 'tenant', role: 'tenant administrator' },
  { email: 'customer@thingsboard.org', password: 'customer', role: 'customer user (Customer A)' },
] as const;
