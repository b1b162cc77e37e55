import type { PickersMessages } from '../messages.js';

/** Français. */
export default {
  common: {
    clear: 'Effacer',
    searching: 'Recherche…',
  },
  entity: {
    entity: 'Entité',
    search: 'Saisissez pour rechercher par nom',
    required: 'L\'entité est requise.',
    'no-entities-found': 'Aucune entité trouvée',
    'no-entities-matching': 'Aucune entité ne correspond à \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Locataire',
    TENANT_PROFILE: 'Profil de locataire',
    CUSTOMER: 'Client',
    USER: 'Utilisateur',
    DASHBOARD: 'Tableau de bord',
    ASSET: 'Actif',
    DEVICE: 'Appareil',
    DEVICE_PROFILE: 'Profil d\'appareil',
    ALARM: 'Alarme',
    RULE_CHAIN: 'Chaîne de règles',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Vue d\'entité',
    WIDGETS_BUNDLE: 'Ensemble de widgets',
    OTA_PACKAGE: 'Paquet OTA',
    QUEUE: 'File d\'attente',
  },
} satisfies PickersMessages;
