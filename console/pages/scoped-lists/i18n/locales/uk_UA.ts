import type { ScopedMessages } from '../messages.js';

/** Українська. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: 'Для {{name}} ще не призначено жодного активу.',
    DEVICE: 'Для {{name}} ще не призначено жодного пристрою.',
    ENTITY_VIEW: 'Для {{name}} ще не призначено жодного подання сутності.',
    DASHBOARD: 'Для {{name}} ще не призначено жодного дашборда.',
    EDGE: 'Для {{name}} ще не призначено жодного екземпляра Edge.',
  },
  links: {
    customer: 'Користувачі та сутності',
    edge: 'Призначені сутності',
  },
  assign: {
    'to-edge': 'Призначити для Edge',
    'title-ASSET': 'Призначити активи для {{name}}',
    'title-DEVICE': 'Призначити пристрої для {{name}}',
    'title-ENTITY_VIEW': 'Призначити представлення сутностей для {{name}}',
    'title-DASHBOARD': 'Призначити дашборди для {{name}}',
    'title-EDGE': 'Призначити екземпляри Edge для {{name}}',
    'hint-customer': 'Пропонуються лише сутності, не призначені жодному клієнту. Щоб перенести сутність від іншого клієнта, спершу скасуйте її призначення там.',
    'hint-customer-dashboard': 'Дашборди, уже призначені цьому клієнту, не пропонуються.',
    'hint-edge': 'Те, що вже призначено цьому Edge, не пропонується.',
    assign: 'Призначити',
    assigned: 'Призначено для {{name}}.',
  },
  unassign: {
    'from-edge': 'Скасувати призначення Edge',
    unassigned: 'Призначення для {{name}} скасовано.',
  },
} satisfies ScopedMessages;
