import type { PickersMessages } from '../messages.js';

/** Deutsch. */
export default {
  common: {
    clear: 'Leeren',
    searching: 'Suche läuft…',
  },
  entity: {
    entity: 'Entität',
    search: 'Zum Suchen nach Namen tippen',
    required: 'Entität ist erforderlich.',
    'no-entities-found': 'Keine Entitäten gefunden',
    'no-entities-matching': 'Keine Entitäten passen zu \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Mandant',
    TENANT_PROFILE: 'Mandantenprofil',
    CUSTOMER: 'Kunde',
    USER: 'Benutzer',
    DASHBOARD: 'Dashboard',
    ASSET: 'Asset',
    DEVICE: 'Gerät',
    DEVICE_PROFILE: 'Geräteprofil',
    ALARM: 'Alarm',
    RULE_CHAIN: 'Regelkette',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Entitätsansicht',
    WIDGETS_BUNDLE: 'Widget-Paket',
    OTA_PACKAGE: 'OTA-Paket',
    QUEUE: 'Warteschlange',
  },
} satisfies PickersMessages;
