import type { PickersMessages } from '../messages.js';

/** Slovenščina. */
export default {
  common: {
    clear: 'Počisti',
    searching: 'Iskanje …',
  },
  entity: {
    entity: 'Entiteta',
    search: 'Tipkajte za iskanje po imenu',
    required: 'Entiteta je obvezna.',
    'no-entities-found': 'Ni najdenih entitet',
    'no-entities-matching': 'Nobena entiteta se ne ujema z \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Najemnik',
    TENANT_PROFILE: 'Profil najemnika',
    CUSTOMER: 'Stranka',
    USER: 'Uporabnik',
    DASHBOARD: 'Nadzorna plošča',
    ASSET: 'Sredstvo',
    DEVICE: 'Naprava',
    DEVICE_PROFILE: 'Profil naprave',
    ALARM: 'Alarm',
    RULE_CHAIN: 'Veriga pravil',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Pogled entitete',
    WIDGETS_BUNDLE: 'Paket gradnikov',
    OTA_PACKAGE: 'Paket OTA',
    QUEUE: 'Čakalna vrsta',
  },
} satisfies PickersMessages;
