import type { RuleChainsMessages } from '../messages.js';

/** Čeština. */
export default {
  add: {
    button: "Přidat řetězec pravidel",
    title: "Přidat řetězec pravidel",
    'edge-title': "Přidat řetězec pravidel pro Edge",
    debug: "Režim ladění",
    'debug-hint': "Každý uzel řetězce uchovává zprávy, které přijímá a odesílá, jako ladicí události.",
    added: "Řetězec pravidel {{name}} byl přidán.",
  },
  import: {
    button: "Importovat řetězec pravidel",
    title: "Importovat řetězec pravidel",
    'edge-title': "Importovat řetězec pravidel pro Edge",
    hint: "Řetězec pravidel exportovaný pomocí Exportovat JSON: řetězec s jeho uzly a spojeními.",
    summary: "{{name}} · uzly: {{nodes}}, spojení: {{connections}}",
    imported: "Řetězec pravidel {{name}} byl importován.",
    'not-rule-chain': "Tento JSON není export řetězce pravidel: potřebuje ruleChain s názvem a metadata řetězce.",
    'wrong-type-EDGE': "Toto je řetězec pravidel pro Edge. Importujte ho ve Správě Edge, na stránce Šablony řetězců pravidel.",
    'wrong-type-CORE': "Toto je základní řetězec pravidel. Importujte ho na stránce Řetězce pravidel.",
    'bad-node': "Uzel {{index}} nemá typ nebo název.",
    'bad-connection': "Spojení {{index}} propojuje uzly, které soubor nemá (má {{count}} uzlů).",
    'bad-first-node': "První uzel není žádný z {{count}} uzlů souboru.",
    'nodes-refused': "Uzly a spojení byly odmítnuty, proto řetězec pravidel nebyl zachován.",
    'nodes-refused-kept': "Uzly a spojení byly odmítnuty a prázdný řetězec pravidel se nepodařilo smazat. Smažte ho ze seznamu.",
  },
  column: {
    'edge-root': "Kořen šablon Edge",
    'auto-assign': "Přiřazen novým Edge",
  },
  action: {
    'set-edge-root': "Nastavit jako kořen šablon Edge",
    'auto-assign': "Přiřazovat novým Edge",
    'stop-auto-assign': "Přestat přiřazovat novým Edge",
  },
  notice: {
    'edge-root-set': "Nastaveno jako kořenový řetězec šablon Edge.",
    'auto-assign-set': "Nové Edge dostanou tento řetězec pravidel.",
    'auto-assign-unset': "Nové Edge už tento řetězec pravidel nedostanou.",
  },
} satisfies RuleChainsMessages;
