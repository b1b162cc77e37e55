import type { CustomMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  type: {
    'not-loaded': 'O tipo de widget {{type}} não está carregado, então este widget não pode ser executado.',
    loading: 'Carregando o tipo de widget {{type}}',
    missing: 'O tipo de widget {{type}} não existe no servidor.',
    failed: 'Não foi possível carregar o tipo de widget {{type}}: {{message}}',
    'no-script': 'O tipo de widget {{type}} não tem visualização no tbkit nem script para executar.',
    resources: 'Este widget precisa de recursos externos ({{urls}}), que a sandbox não carrega.',
  },
  failed: {
    'no-start': 'A sandbox do widget não iniciou. A política de segurança da página pode estar bloqueando-a.',
    compile: 'O script do widget tem um erro de sintaxe: {{message}}',
    init: 'O script do widget falhou ao iniciar: {{message}}',
    data: 'O script do widget falhou ao mostrar novos dados: {{message}}',
    run: 'O script do widget parou com um erro: {{message}}',
  },
  frame: {
    title: 'Widget personalizado {{title}}',
  },
  rpc: {
    unavailable: 'Este painel não pode enviar comandos a partir deste widget.',
  },
  state: {
    'no-action': 'Nenhuma ação deste widget abre o estado {{state}}.',
  },
} satisfies CustomMessages;
