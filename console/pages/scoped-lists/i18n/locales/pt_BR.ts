import type { ScopedMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: 'Ainda não há ativos atribuídos a {{name}}.',
    DEVICE: 'Ainda não há dispositivos atribuídos a {{name}}.',
    ENTITY_VIEW: 'Ainda não há visões de entidade atribuídas a {{name}}.',
    DASHBOARD: 'Ainda não há painéis atribuídos a {{name}}.',
    EDGE: 'Ainda não há instâncias Edge atribuídas a {{name}}.',
  },
  links: {
    customer: 'Usuários e entidades',
    edge: 'Entidades atribuídas',
  },
  assign: {
    'to-edge': 'Atribuir ao Edge',
    'title-ASSET': 'Atribuir ativos a {{name}}',
    'title-DEVICE': 'Atribuir dispositivos a {{name}}',
    'title-ENTITY_VIEW': 'Atribuir visões de entidade a {{name}}',
    'title-DASHBOARD': 'Atribuir painéis a {{name}}',
    'title-EDGE': 'Atribuir instâncias Edge a {{name}}',
    'hint-customer': 'Só são oferecidos os que não estão atribuídos a nenhum cliente. Para trazer um de outro cliente, remova-o primeiro desse cliente.',
    'hint-customer-dashboard': 'Os painéis já atribuídos a este cliente não são oferecidos.',
    'hint-edge': 'O que já está atribuído a este Edge não é oferecido.',
    assign: 'Atribuir',
    assigned: 'Atribuído a {{name}}.',
  },
  unassign: {
    'from-edge': 'Remover do Edge',
    unassigned: 'Removido de {{name}}.',
  },
} satisfies ScopedMessages;
