import type { RuleChainsMessages } from '../messages.js';

/** Italiano. */
export default {
  add: {
    button: "Aggiungi catena di regole",
    title: "Aggiungi catena di regole",
    'edge-title': "Aggiungi catena di regole Edge",
    debug: "Modalità debug",
    'debug-hint': "Ogni nodo della catena conserva i messaggi che riceve e invia come eventi di debug.",
    added: "Catena di regole {{name}} aggiunta.",
  },
  import: {
    button: "Importa catena di regole",
    title: "Importa catena di regole",
    'edge-title': "Importa catena di regole Edge",
    hint: "Una catena di regole esportata con «Esporta JSON»: la catena con i suoi nodi e collegamenti.",
    summary: "{{name}} · nodi: {{nodes}}, collegamenti: {{connections}}",
    imported: "Catena di regole {{name}} importata.",
    'not-rule-chain': "Questo JSON non è un’esportazione di catena di regole: serve un ruleChain con un nome e i metadati della catena.",
    'wrong-type-EDGE': "Questa è una catena di regole Edge. Importala in Gestione Edge, in Modelli di catene di regole.",
    'wrong-type-CORE': "Questa è una catena di regole principale. Importala nella pagina Catene di regole.",
    'bad-node': "Il nodo {{index}} non ha un tipo o un nome.",
    'bad-connection': "Il collegamento {{index}} unisce nodi che il file non ha (ne ha {{count}}).",
    'bad-first-node': "Il primo nodo non è tra i {{count}} nodi del file.",
    'nodes-refused': "I nodi e i collegamenti sono stati rifiutati, quindi la catena di regole non è stata conservata.",
    'nodes-refused-kept': "I nodi e i collegamenti sono stati rifiutati e non è stato possibile eliminare la catena di regole vuota. Eliminala dall’elenco.",
  },
  column: {
    'edge-root': "Radice dei modelli Edge",
    'auto-assign': "Assegnata ai nuovi Edge",
  },
  action: {
    'set-edge-root': "Imposta come radice dei modelli Edge",
    'auto-assign': "Assegna ai nuovi Edge",
    'stop-auto-assign': "Non assegnare più ai nuovi Edge",
  },
  notice: {
    'edge-root-set': "Impostata come catena di regole radice dei modelli Edge.",
    'auto-assign-set': "I nuovi Edge ricevono questa catena di regole.",
    'auto-assign-unset': "I nuovi Edge non ricevono più questa catena di regole.",
  },
} satisfies RuleChainsMessages;
