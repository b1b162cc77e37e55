import type { RuleChainsMessages } from '../messages.js';

/** Română. */
export default {
  add: {
    button: "Adaugă lanț de reguli",
    title: "Adaugă lanț de reguli",
    'edge-title': "Adaugă lanț de reguli Edge",
    debug: "Mod depanare",
    'debug-hint': "Fiecare nod al lanțului păstrează mesajele primite și trimise ca evenimente de depanare.",
    added: "Lanțul de reguli {{name}} a fost adăugat.",
  },
  import: {
    button: "Importă lanț de reguli",
    title: "Importă lanț de reguli",
    'edge-title': "Importă lanț de reguli Edge",
    hint: "Un lanț de reguli exportat cu „Exportă JSON”: lanțul cu nodurile și conexiunile sale.",
    summary: "{{name}} · noduri: {{nodes}}, conexiuni: {{connections}}",
    imported: "Lanțul de reguli {{name}} a fost importat.",
    'not-rule-chain': "Acest JSON nu este un export de lanț de reguli: are nevoie de un ruleChain cu nume și de metadatele lanțului.",
    'wrong-type-EDGE': "Acesta este un lanț de reguli Edge. Importați-l în Administrare Edge, la Șabloane de lanțuri de reguli.",
    'wrong-type-CORE': "Acesta este un lanț de reguli de bază. Importați-l pe pagina Lanțuri de reguli.",
    'bad-node': "Nodul {{index}} nu are tip sau nume.",
    'bad-connection': "Conexiunea {{index}} leagă noduri pe care fișierul nu le are (are {{count}} noduri).",
    'bad-first-node': "Primul nod nu este niciunul dintre cele {{count}} noduri ale fișierului.",
    'nodes-refused': "Nodurile și conexiunile au fost refuzate, așa că lanțul de reguli nu a fost păstrat.",
    'nodes-refused-kept': "Nodurile și conexiunile au fost refuzate, iar lanțul de reguli gol nu a putut fi șters. Ștergeți-l din listă.",
  },
  column: {
    'edge-root': "Rădăcina șabloanelor Edge",
    'auto-assign': "Atribuit noilor Edge",
  },
  action: {
    'set-edge-root': "Setează ca rădăcină a șabloanelor Edge",
    'auto-assign': "Atribuie noilor Edge",
    'stop-auto-assign': "Nu mai atribui noilor Edge",
  },
  notice: {
    'edge-root-set': "Setat ca lanț de reguli rădăcină al șabloanelor Edge.",
    'auto-assign-set': "Noile Edge primesc acest lanț de reguli.",
    'auto-assign-unset': "Noile Edge nu mai primesc acest lanț de reguli.",
  },
} satisfies RuleChainsMessages;
