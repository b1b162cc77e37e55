import type { ScopedMessages } from '../messages.js';

/** Slovenščina. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: '{{name}} še nima dodeljenih sredstev.',
    DEVICE: '{{name}} še nima dodeljenih naprav.',
    ENTITY_VIEW: '{{name}} še nima dodeljenih pogledov entitet.',
    DASHBOARD: '{{name}} še nima dodeljenih nadzornih plošč.',
    EDGE: '{{name}} še nima dodeljenih primerkov Edge.',
  },
  links: {
    customer: 'Uporabniki in entitete',
    edge: 'Dodeljene entitete',
  },
  assign: {
    'to-edge': 'Dodeli za Edge',
    'title-ASSET': 'Dodeli sredstva za {{name}}',
    'title-DEVICE': 'Dodeli naprave za {{name}}',
    'title-ENTITY_VIEW': 'Dodeli poglede entitet za {{name}}',
    'title-DASHBOARD': 'Dodeli nadzorne plošče za {{name}}',
    'title-EDGE': 'Dodeli primerke Edge za {{name}}',
    'hint-customer': 'Ponujeni so le tisti, ki niso dodeljeni nobeni stranki. Če želite enega prenesti od druge stranke, tam najprej prekličite dodelitev.',
    'hint-customer-dashboard': 'Nadzorne plošče, ki so tej stranki že dodeljene, niso ponujene.',
    'hint-edge': 'Kar je temu Edge že dodeljeno, ni ponujeno.',
    assign: 'Dodeli',
    assigned: 'Dodeljeno za {{name}}.',
  },
  unassign: {
    'from-edge': 'Prekliči dodelitev za Edge',
    unassigned: 'Dodelitev za {{name}} preklicana.',
  },
} satisfies ScopedMessages;
