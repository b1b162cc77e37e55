import type { PickersMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  common: {
    clear: 'Limpar',
    searching: 'Pesquisando…',
  },
  entity: {
    entity: 'Entidade',
    search: 'Digite para pesquisar pelo nome',
    required: 'A entidade é obrigatória.',
    'no-entities-found': 'Nenhuma entidade encontrada',
    'no-entities-matching': 'Nenhuma entidade corresponde a \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Locatário',
    TENANT_PROFILE: 'Perfil de locatário',
    CUSTOMER: 'Cliente',
    USER: 'Usuário',
    DASHBOARD: 'Painel',
    ASSET: 'Ativo',
    DEVICE: 'Dispositivo',
    DEVICE_PROFILE: 'Perfil de dispositivo',
    ALARM: 'Alarme',
    RULE_CHAIN: 'Cadeia de regras',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Visão de entidade',
    WIDGETS_BUNDLE: 'Pacote de widgets',
    OTA_PACKAGE: 'Pacote OTA',
    QUEUE: 'Fila',
  },
} satisfies PickersMessages;
