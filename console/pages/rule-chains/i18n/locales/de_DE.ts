import type { RuleChainsMessages } from '../messages.js';

/** Deutsch. */
export default {
  add: {
    button: "Regelkette hinzufügen",
    title: "Regelkette hinzufügen",
    'edge-title': "Edge-Regelkette hinzufügen",
    debug: "Debug-Modus",
    'debug-hint': "Jeder Knoten der Kette speichert die empfangenen und gesendeten Nachrichten als Debug-Ereignisse.",
    added: "Regelkette {{name}} hinzugefügt.",
  },
  import: {
    button: "Regelkette importieren",
    title: "Regelkette importieren",
    'edge-title': "Edge-Regelkette importieren",
    hint: "Eine mit „JSON exportieren“ exportierte Regelkette: die Kette mit ihren Knoten und Verbindungen.",
    summary: "{{name}} · Knoten: {{nodes}}, Verbindungen: {{connections}}",
    imported: "Regelkette {{name}} importiert.",
    'not-rule-chain': "Dieses JSON ist kein Regelketten-Export: Es braucht eine ruleChain mit Namen und die Metadaten der Kette.",
    'wrong-type-EDGE': "Dies ist eine Edge-Regelkette. Importieren Sie sie unter Edge-Verwaltung, auf Regelketten-Vorlagen.",
    'wrong-type-CORE': "Dies ist eine Kern-Regelkette. Importieren Sie sie auf der Seite Regelketten.",
    'bad-node': "Knoten {{index}} hat keinen Typ oder keinen Namen.",
    'bad-connection': "Verbindung {{index}} verbindet Knoten, die die Datei nicht hat (sie hat {{count}} Knoten).",
    'bad-first-node': "Der erste Knoten ist keiner der {{count}} Knoten der Datei.",
    'nodes-refused': "Die Knoten und Verbindungen wurden abgelehnt, daher wurde die Regelkette nicht behalten.",
    'nodes-refused-kept': "Die Knoten und Verbindungen wurden abgelehnt, und die leere Regelkette konnte nicht gelöscht werden. Löschen Sie sie in der Liste.",
  },
  column: {
    'edge-root': "Root der Edge-Vorlagen",
    'auto-assign': "Neuen Edges zugewiesen",
  },
  action: {
    'set-edge-root': "Als Root der Edge-Vorlagen festlegen",
    'auto-assign': "Neuen Edges zuweisen",
    'stop-auto-assign': "Nicht mehr neuen Edges zuweisen",
  },
  notice: {
    'edge-root-set': "Als Root-Regelkette der Edge-Vorlagen festgelegt.",
    'auto-assign-set': "Neue Edges erhalten diese Regelkette.",
    'auto-assign-unset': "Neue Edges erhalten diese Regelkette nicht mehr.",
  },
} satisfies RuleChainsMessages;
