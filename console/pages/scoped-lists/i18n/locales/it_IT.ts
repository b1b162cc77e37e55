import type { ScopedMessages } from '../messages.js';

/** Italiano. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: 'Nessun asset è ancora assegnato a {{name}}.',
    DEVICE: 'Nessun dispositivo è ancora assegnato a {{name}}.',
    ENTITY_VIEW: 'Nessuna vista entità è ancora assegnata a {{name}}.',
    DASHBOARD: 'Nessuna dashboard è ancora assegnata a {{name}}.',
    EDGE: 'Nessuna istanza Edge è ancora assegnata a {{name}}.',
  },
  links: {
    customer: 'Utenti ed entità',
    edge: 'Entità assegnate',
  },
  assign: {
    'to-edge': 'Assegna all\'Edge',
    'title-ASSET': 'Assegna asset a {{name}}',
    'title-DEVICE': 'Assegna dispositivi a {{name}}',
    'title-ENTITY_VIEW': 'Assegna viste entità a {{name}}',
    'title-DASHBOARD': 'Assegna dashboard a {{name}}',
    'title-EDGE': 'Assegna istanze Edge a {{name}}',
    'hint-customer': 'Vengono proposti solo quelli non assegnati ad alcun cliente. Per spostarne uno da un altro cliente, rimuovilo prima da quel cliente.',
    'hint-customer-dashboard': 'Le dashboard già assegnate a questo cliente non vengono proposte.',
    'hint-edge': 'Ciò che è già assegnato a questo Edge non viene proposto.',
    assign: 'Assegna',
    assigned: 'Assegnato a {{name}}.',
  },
  unassign: {
    'from-edge': 'Rimuovi dall\'Edge',
    unassigned: 'Rimosso da {{name}}.',
  },
} satisfies ScopedMessages;
