import type { RuleChainsMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  add: {
    button: "Adicionar cadeia de regras",
    title: "Adicionar cadeia de regras",
    'edge-title': "Adicionar cadeia de regras de Edge",
    debug: "Modo de depuração",
    'debug-hint': "Cada nó da cadeia guarda as mensagens que recebe e envia como eventos de depuração.",
    added: "Cadeia de regras {{name}} adicionada.",
  },
  import: {
    button: "Importar cadeia de regras",
    title: "Importar cadeia de regras",
    'edge-title': "Importar cadeia de regras de Edge",
    hint: "Uma cadeia de regras exportada com “Exportar JSON”: a cadeia com seus nós e conexões.",
    summary: "{{name}} · nós: {{nodes}}, conexões: {{connections}}",
    imported: "Cadeia de regras {{name}} importada.",
    'not-rule-chain': "Este JSON não é uma exportação de cadeia de regras: precisa de um ruleChain com nome e dos metadados da cadeia.",
    'wrong-type-EDGE': "Esta é uma cadeia de regras de Edge. Importe-a em Gerenciamento de Edge, em Modelos de cadeias de regras.",
    'wrong-type-CORE': "Esta é uma cadeia de regras principal. Importe-a na página Cadeias de regras.",
    'bad-node': "O nó {{index}} não tem tipo ou nome.",
    'bad-connection': "A conexão {{index}} liga nós que o arquivo não tem (ele tem {{count}} nós).",
    'bad-first-node': "O primeiro nó não é nenhum dos {{count}} nós do arquivo.",
    'nodes-refused': "Os nós e as conexões foram recusados, então a cadeia de regras não foi mantida.",
    'nodes-refused-kept': "Os nós e as conexões foram recusados e não foi possível excluir a cadeia de regras vazia. Exclua-a da lista.",
  },
  column: {
    'edge-root': "Raiz dos modelos de Edge",
    'auto-assign': "Atribuída a novos Edges",
  },
  action: {
    'set-edge-root': "Definir como raiz dos modelos de Edge",
    'auto-assign': "Atribuir a novos Edges",
    'stop-auto-assign': "Parar de atribuir a novos Edges",
  },
  notice: {
    'edge-root-set': "Definida como cadeia de regras raiz dos modelos de Edge.",
    'auto-assign-set': "Novos Edges recebem esta cadeia de regras.",
    'auto-assign-unset': "Novos Edges não recebem mais esta cadeia de regras.",
  },
} satisfies RuleChainsMessages;
