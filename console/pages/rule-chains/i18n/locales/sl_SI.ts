import type { RuleChainsMessages } from '../messages.js';

/** Slovenščina. */
export default {
  add: {
    button: "Dodaj verigo pravil",
    title: "Dodaj verigo pravil",
    'edge-title': "Dodaj verigo pravil Edge",
    debug: "Način razhroščevanja",
    'debug-hint': "Vsako vozlišče verige hrani sporočila, ki jih prejme in pošlje, kot dogodke razhroščevanja.",
    added: "Veriga pravil {{name}} je dodana.",
  },
  import: {
    button: "Uvozi verigo pravil",
    title: "Uvozi verigo pravil",
    'edge-title': "Uvozi verigo pravil Edge",
    hint: "Veriga pravil, izvožena z »Izvozi JSON«: veriga z vozlišči in povezavami.",
    summary: "{{name}} · vozlišča: {{nodes}}, povezave: {{connections}}",
    imported: "Veriga pravil {{name}} je uvožena.",
    'not-rule-chain': "Ta JSON ni izvoz verige pravil: potrebuje ruleChain z imenom in metapodatke verige.",
    'wrong-type-EDGE': "To je veriga pravil Edge. Uvozite jo v Upravljanju Edge, na strani Predloge verig pravil.",
    'wrong-type-CORE': "To je osnovna veriga pravil. Uvozite jo na strani Verige pravil.",
    'bad-node': "Vozlišče {{index}} nima vrste ali imena.",
    'bad-connection': "Povezava {{index}} povezuje vozlišča, ki jih datoteka nima (ima {{count}} vozlišč).",
    'bad-first-node': "Prvo vozlišče ni nobeno od {{count}} vozlišč datoteke.",
    'nodes-refused': "Vozlišča in povezave so bili zavrnjeni, zato veriga pravil ni bila ohranjena.",
    'nodes-refused-kept': "Vozlišča in povezave so bili zavrnjeni, prazne verige pravil pa ni bilo mogoče izbrisati. Izbrišite jo s seznama.",
  },
  column: {
    'edge-root': "Koren predlog Edge",
    'auto-assign': "Dodeljena novim Edge",
  },
  action: {
    'set-edge-root': "Nastavi kot koren predlog Edge",
    'auto-assign': "Dodeljuj novim Edge",
    'stop-auto-assign': "Nehaj dodeljevati novim Edge",
  },
  notice: {
    'edge-root-set': "Nastavljeno kot korenska veriga pravil predlog Edge.",
    'auto-assign-set': "Novi Edge dobijo to verigo pravil.",
    'auto-assign-unset': "Novi Edge te verige pravil ne dobijo več.",
  },
} satisfies RuleChainsMessages;
