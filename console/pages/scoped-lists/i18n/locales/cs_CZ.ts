import type { ScopedMessages } from '../messages.js';

/** Čeština. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: '{{name}} zatím nemá přiřazena žádná aktiva.',
    DEVICE: '{{name}} zatím nemá přiřazena žádná zařízení.',
    ENTITY_VIEW: '{{name}} zatím nemá přiřazeny žádné pohledy na entity.',
    DASHBOARD: '{{name}} zatím nemá přiřazeny žádné nástěnky.',
    EDGE: '{{name}} zatím nemá přiřazeny žádné instance Edge.',
  },
  links: {
    customer: 'Uživatelé a entity',
    edge: 'Přiřazené entity',
  },
  assign: {
    'to-edge': 'Přiřadit k Edge',
    'title-ASSET': 'Přiřadit aktiva k {{name}}',
    'title-DEVICE': 'Přiřadit zařízení k {{name}}',
    'title-ENTITY_VIEW': 'Přiřadit pohledy na entity k {{name}}',
    'title-DASHBOARD': 'Přiřadit nástěnky k {{name}}',
    'title-EDGE': 'Přiřadit instance Edge k {{name}}',
    'hint-customer': 'Nabízeny jsou jen ty, které nejsou přiřazeny žádnému zákazníkovi. Chcete-li některou převést od jiného zákazníka, nejprve u něj zrušte přiřazení.',
    'hint-customer-dashboard': 'Nástěnky, které jsou tomuto zákazníkovi již přiřazeny, se nenabízejí.',
    'hint-edge': 'To, co je tomuto Edge již přiřazeno, se nenabízí.',
    assign: 'Přiřadit',
    assigned: 'Přiřazeno k {{name}}.',
  },
  unassign: {
    'from-edge': 'Zrušit přiřazení k Edge',
    unassigned: 'Přiřazení k {{name}} zrušeno.',
  },
} satisfies ScopedMessages;
