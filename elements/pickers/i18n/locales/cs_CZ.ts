import type { PickersMessages } from '../messages.js';

/** Čeština. */
export default {
  common: {
    clear: 'Vymazat',
    searching: 'Hledání…',
  },
  entity: {
    entity: 'Entita',
    search: 'Pište pro hledání podle názvu',
    required: 'Entita je povinná.',
    'no-entities-found': 'Nenalezeny žádné entity',
    'no-entities-matching': 'Žádná entita neodpovídá \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Tenant',
    TENANT_PROFILE: 'Profil tenanta',
    CUSTOMER: 'Zákazník',
    USER: 'Uživatel',
    DASHBOARD: 'Dashboard',
    ASSET: 'Aktivum',
    DEVICE: 'Zařízení',
    DEVICE_PROFILE: 'Profil zařízení',
    ALARM: 'Alarm',
    RULE_CHAIN: 'Řetězec pravidel',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Pohled entity',
    WIDGETS_BUNDLE: 'Balíček widgetů',
    OTA_PACKAGE: 'Balíček OTA',
    QUEUE: 'Fronta',
  },
} satisfies PickersMessages;
