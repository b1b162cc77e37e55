import type { PickersMessages } from '../messages.js';

/** Español. */
export default {
  common: {
    clear: 'Borrar',
    searching: 'Buscando…',
  },
  entity: {
    entity: 'Entidad',
    search: 'Escriba para buscar por nombre',
    required: 'La entidad es obligatoria.',
    'no-entities-found': 'No se encontraron entidades',
    'no-entities-matching': 'Ninguna entidad coincide con \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Inquilino',
    TENANT_PROFILE: 'Perfil de inquilino',
    CUSTOMER: 'Cliente',
    USER: 'Usuario',
    DASHBOARD: 'Panel',
    ASSET: 'Activo',
    DEVICE: 'Dispositivo',
    DEVICE_PROFILE: 'Perfil de dispositivo',
    ALARM: 'Alarma',
    RULE_CHAIN: 'Cadena de reglas',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Vista de entidad',
    WIDGETS_BUNDLE: 'Paquete de widgets',
    OTA_PACKAGE: 'Paquete OTA',
    QUEUE: 'Cola',
  },
} satisfies PickersMessages;
