import type { PickersMessages } from '../messages.js';

/** Ελληνικά. */
export default {
  common: {
    clear: 'Εκκαθάριση',
    searching: 'Αναζήτηση…',
  },
  entity: {
    entity: 'Οντότητα',
    search: 'Πληκτρολογήστε για αναζήτηση με όνομα',
    required: 'Η οντότητα είναι υποχρεωτική.',
    'no-entities-found': 'Δεν βρέθηκαν οντότητες',
    'no-entities-matching': 'Καμία οντότητα δεν ταιριάζει με \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Μισθωτής',
    TENANT_PROFILE: 'Προφίλ μισθωτή',
    CUSTOMER: 'Πελάτης',
    USER: 'Χρήστης',
    DASHBOARD: 'Πίνακας ελέγχου',
    ASSET: 'Περιουσιακό στοιχείο',
    DEVICE: 'Συσκευή',
    DEVICE_PROFILE: 'Προφίλ συσκευής',
    ALARM: 'Συναγερμός',
    RULE_CHAIN: 'Αλυσίδα κανόνων',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Προβολή οντότητας',
    WIDGETS_BUNDLE: 'Πακέτο widget',
    OTA_PACKAGE: 'Πακέτο OTA',
    QUEUE: 'Ουρά',
  },
} satisfies PickersMessages;
