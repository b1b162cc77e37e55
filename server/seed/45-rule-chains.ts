import type { Queryable } from '../db/db.js';
import type { ServerContext } from '../context.js';
import type { ChainTemplate } from '../rule-chains/default-chain.js';
import { findComponent } from '../rule-nodes/catalogue.js';
import { createChainFromTemplate, createTenantRootChains } from '../rule-chains/defaults.js';
import { DEMO } from '../demo/ids.js';

function configOf(clazz: string, overrides: Record<string, unknown>): Record<string, unknown> {
  return { ...structuredClone(findComponent(clazz)?.defaultConfiguration ?? {}), ...overrides };
}

/** A small demo chain: raises an alarm while a thermostat reports more than 30 degrees and clears it after. */
function thermostatAlertsTemplate(): ChainTemplate {
  const filter = 'org.thingsboard.rule.engine.filter.TbJsFilterNode';
  const create = 'org.thingsboard.rule.engine.action.TbCreateAlarmNode';
  const clear = 'org.thingsboard.rule.engine.action.TbClearAlarmNode';
  return {
    firstNodeIndex: 0,
    nodes: [
      { type: filter, name: 'Too hot?', configuration: configOf(filter, { jsScript: 'return typeof msg.temperature === \'number\' && msg.temperature > 30;' }),
        additionalInfo: { description: 'True above 30 degrees', layoutX: 300, layoutY: 150 } },
      { type: create, name: 'High Temperature Alarm', configuration: configOf(create, { alarmType: 'High Temperature', severity: 'MAJOR' }),
        additionalInfo: { description: '', layoutX: 650, layoutY: 100 } },
      { type: clear, name: 'Clear High Temperature', configuration: configOf(clear, { alarmType: 'High Temperature' }),
        additionalInfo: { description: '', layoutX: 650, layoutY: 250 } },
    ],
    connections: [
      { fromIndex: 0, toIndex: 1, type: 'True' },
      { fromIndex: 0, toIndex: 2, type: 'False' },
    ],
  };
}

/** The demo tenant's root rule chain (default of the default device profile), its edge root chain and a demo alert chain. */
export default async function seedRuleChains(q: Queryable, ctx: ServerContext): Promise<void> {
  const now = ctx.now();
  await createTenantRootChains(q, DEMO.tenantId, true, now, DEMO.rootRuleChainId);
  await createChainFromTemplate(q, DEMO.tenantId, { name: 'Thermostat Alerts', type: 'CORE', root: false }, thermostatAlertsTemplate(), now + 1);
  await q.query('UPDATE device_profile SET default_rule_chain_id = $2 WHERE id = $1', [DEMO.defaultDeviceProfileId, DEMO.rootRuleChainId]);
}
