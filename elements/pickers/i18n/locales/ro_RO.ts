import type { PickersMessages } from '../messages.js';

/** Română. */
export default {
  common: {
    clear: 'Golește',
    searching: 'Se caută…',
  },
  entity: {
    entity: 'Entitate',
    search: 'Tastați pentru a căuta după nume',
    required: 'Entitatea este obligatorie.',
    'no-entities-found': 'Nu s-au găsit entități',
    'no-entities-matching': 'Nicio entitate nu corespunde cu \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Chiriaș',
    TENANT_PROFILE: 'Profil chiriaș',
    CUSTOMER: 'Client',
    USER: 'Utilizator',
    DASHBOARD: 'Tablou de bord',
    ASSET: 'Activ',
    DEVICE: 'Dispozitiv',
    DEVICE_PROFILE: 'Profil dispozitiv',
    ALARM: 'Alarmă',
    RULE_CHAIN: 'Lanț de reguli',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Vizualizare entitate',
    WIDGETS_BUNDLE: 'Pachet de widgeturi',
    OTA_PACKAGE: 'Pachet OTA',
    QUEUE: 'Coadă',
  },
} satisfies PickersMessages;
