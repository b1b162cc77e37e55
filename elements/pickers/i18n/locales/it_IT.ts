import type { PickersMessages } from '../messages.js';

/** Italiano. */
export default {
  common: {
    clear: 'Cancella',
    searching: 'Ricerca in corso…',
  },
  entity: {
    entity: 'Entità',
    search: 'Digita per cercare per nome',
    required: 'L\'entità è obbligatoria.',
    'no-entities-found': 'Nessuna entità trovata',
    'no-entities-matching': 'Nessuna entità corrisponde a \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Tenant',
    TENANT_PROFILE: 'Profilo tenant',
    CUSTOMER: 'Cliente',
    USER: 'Utente',
    DASHBOARD: 'Dashboard',
    ASSET: 'Asset',
    DEVICE: 'Dispositivo',
    DEVICE_PROFILE: 'Profilo dispositivo',
    ALARM: 'Allarme',
    RULE_CHAIN: 'Catena di regole',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Vista entità',
    WIDGETS_BUNDLE: 'Pacchetto widget',
    OTA_PACKAGE: 'Pacchetto OTA',
    QUEUE: 'Coda',
  },
} satisfies PickersMessages;
