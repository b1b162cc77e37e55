import type { PickersMessages } from '../messages.js';

/** Latviešu. */
export default {
  common: {
    clear: 'Notīrīt',
    searching: 'Meklē…',
  },
  entity: {
    entity: 'Entītija',
    search: 'Rakstiet, lai meklētu pēc nosaukuma',
    required: 'Entītija ir obligāta.',
    'no-entities-found': 'Nav atrasta neviena entītija',
    'no-entities-matching': 'Neviena entītija neatbilst \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Nomnieks',
    TENANT_PROFILE: 'Nomnieka profils',
    CUSTOMER: 'Klients',
    USER: 'Lietotājs',
    DASHBOARD: 'Informācijas panelis',
    ASSET: 'Aktīvs',
    DEVICE: 'Ierīce',
    DEVICE_PROFILE: 'Ierīces profils',
    ALARM: 'Trauksme',
    RULE_CHAIN: 'Noteikumu ķēde',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Entītijas skats',
    WIDGETS_BUNDLE: 'Logrīku komplekts',
    OTA_PACKAGE: 'OTA pakotne',
    QUEUE: 'Rinda',
  },
} satisfies PickersMessages;
