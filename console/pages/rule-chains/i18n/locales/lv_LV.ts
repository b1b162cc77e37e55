import type { RuleChainsMessages } from '../messages.js';

/** Latviešu. */
export default {
  add: {
    button: "Pievienot kārtulu ķēdi",
    title: "Pievienot kārtulu ķēdi",
    'edge-title': "Pievienot Edge kārtulu ķēdi",
    debug: "Atkļūdošanas režīms",
    'debug-hint': "Katrs ķēdes mezgls saglabā saņemtos un nosūtītos ziņojumus kā atkļūdošanas notikumus.",
    added: "Kārtulu ķēde {{name}} pievienota.",
  },
  import: {
    button: "Importēt kārtulu ķēdi",
    title: "Importēt kārtulu ķēdi",
    'edge-title': "Importēt Edge kārtulu ķēdi",
    hint: "Ar “Eksportēt JSON” eksportēta kārtulu ķēde: ķēde ar tās mezgliem un savienojumiem.",
    summary: "{{name}} · mezgli: {{nodes}}, savienojumi: {{connections}}",
    imported: "Kārtulu ķēde {{name}} importēta.",
    'not-rule-chain': "Šis JSON nav kārtulu ķēdes eksports: vajag ruleChain ar nosaukumu un ķēdes metadatus.",
    'wrong-type-EDGE': "Šī ir Edge kārtulu ķēde. Importējiet to sadaļā Edge pārvaldība, lapā Kārtulu ķēžu veidnes.",
    'wrong-type-CORE': "Šī ir pamata kārtulu ķēde. Importējiet to lapā Kārtulu ķēdes.",
    'bad-node': "Mezglam {{index}} nav tipa vai nosaukuma.",
    'bad-connection': "Savienojums {{index}} savieno mezglus, kuru failā nav (tajā ir {{count}} mezgli).",
    'bad-first-node': "Pirmais mezgls nav neviens no faila {{count}} mezgliem.",
    'nodes-refused': "Mezgli un savienojumi tika noraidīti, tāpēc kārtulu ķēde netika saglabāta.",
    'nodes-refused-kept': "Mezgli un savienojumi tika noraidīti, un tukšo kārtulu ķēdi neizdevās izdzēst. Izdzēsiet to sarakstā.",
  },
  column: {
    'edge-root': "Edge veidņu sakne",
    'auto-assign': "Piešķirta jauniem Edge",
  },
  action: {
    'set-edge-root': "Iestatīt kā Edge veidņu sakni",
    'auto-assign': "Piešķirt jauniem Edge",
    'stop-auto-assign': "Pārtraukt piešķirt jauniem Edge",
  },
  notice: {
    'edge-root-set': "Iestatīta kā Edge veidņu saknes kārtulu ķēde.",
    'auto-assign-set': "Jaunie Edge saņem šo kārtulu ķēdi.",
    'auto-assign-unset': "Jaunie Edge vairs nesaņem šo kārtulu ķēdi.",
  },
} satisfies RuleChainsMessages;
