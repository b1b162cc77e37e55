import type { ScopedMessages } from '../messages.js';

/** Română. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: 'Încă nu sunt active atribuite lui {{name}}.',
    DEVICE: 'Încă nu sunt dispozitive atribuite lui {{name}}.',
    ENTITY_VIEW: 'Încă nu sunt vizualizări de entitate atribuite lui {{name}}.',
    DASHBOARD: 'Încă nu sunt tablouri de bord atribuite lui {{name}}.',
    EDGE: 'Încă nu sunt instanțe Edge atribuite lui {{name}}.',
  },
  links: {
    customer: 'Utilizatori și entități',
    edge: 'Entități atribuite',
  },
  assign: {
    'to-edge': 'Atribuie Edge-ului',
    'title-ASSET': 'Atribuie active lui {{name}}',
    'title-DEVICE': 'Atribuie dispozitive lui {{name}}',
    'title-ENTITY_VIEW': 'Atribuie vizualizări de entitate lui {{name}}',
    'title-DASHBOARD': 'Atribuie tablouri de bord lui {{name}}',
    'title-EDGE': 'Atribuie instanțe Edge lui {{name}}',
    'hint-customer': 'Sunt oferite doar cele care nu sunt atribuite niciunui client. Pentru a muta una de la alt client, anulați mai întâi atribuirea acolo.',
    'hint-customer-dashboard': 'Tablourile de bord deja atribuite acestui client nu sunt oferite.',
    'hint-edge': 'Ce este deja atribuit acestui Edge nu este oferit.',
    assign: 'Atribuie',
    assigned: 'Atribuit lui {{name}}.',
  },
  unassign: {
    'from-edge': 'Anulează atribuirea către Edge',
    unassigned: 'Atribuirea către {{name}} a fost anulată.',
  },
} satisfies ScopedMessages;
