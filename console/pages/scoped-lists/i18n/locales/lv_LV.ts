import type { ScopedMessages } from '../messages.js';

/** Latviešu. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: '{{name}} vēl nav piešķirts neviens aktīvs.',
    DEVICE: '{{name}} vēl nav piešķirta neviena ierīce.',
    ENTITY_VIEW: '{{name}} vēl nav piešķirts neviens entītiju skats.',
    DASHBOARD: '{{name}} vēl nav piešķirts neviens informācijas panelis.',
    EDGE: '{{name}} vēl nav piešķirta neviena Edge instance.',
  },
  links: {
    customer: 'Lietotāji un entītijas',
    edge: 'Piešķirtās entītijas',
  },
  assign: {
    'to-edge': 'Piešķirt Edge',
    'title-ASSET': 'Piešķirt aktīvus: {{name}}',
    'title-DEVICE': 'Piešķirt ierīces: {{name}}',
    'title-ENTITY_VIEW': 'Piešķirt entītiju skatus: {{name}}',
    'title-DASHBOARD': 'Piešķirt informācijas paneļus: {{name}}',
    'title-EDGE': 'Piešķirt Edge instances: {{name}}',
    'hint-customer': 'Tiek piedāvāti tikai tie, kas nav piešķirti nevienam klientam. Lai pārceltu kādu no cita klienta, vispirms atceliet piešķiršanu tur.',
    'hint-customer-dashboard': 'Informācijas paneļi, kas jau piešķirti šim klientam, netiek piedāvāti.',
    'hint-edge': 'Tas, kas jau piešķirts šim Edge, netiek piedāvāts.',
    assign: 'Piešķirt',
    assigned: 'Piešķirts: {{name}}.',
  },
  unassign: {
    'from-edge': 'Atcelt piešķiršanu Edge',
    unassigned: 'Piešķiršana atcelta: {{name}}.',
  },
} satisfies ScopedMessages;
