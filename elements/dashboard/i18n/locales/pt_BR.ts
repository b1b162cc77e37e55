import type { DashboardMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  widget: {
    loading: "Carregando {{title}}",
    'no-entities': "O alias deste widget não corresponde a nenhuma entidade.",
    'unknown-alias': "Este widget lê um alias de entidade que o painel não tem.",
    'no-state-entity': "Este widget mostra a entidade do estado do painel, e nenhuma está selecionada.",
    'function-source': "Fontes de dados geradas (de função) ainda não são calculadas neste console.",
    'no-datasource': "Este widget não tem fonte de dados.",
    'subscription-failed': "Não foi possível carregar os dados: {{message}}",
    unsupported: "Ainda não há visualização nativa para {{type}}.",
    'view-failed': "Não foi possível carregar a visualização deste widget.",
    'no-target-device': "Este widget não tem dispositivo de destino.",
    untitled: "Widget",
  },
  toolbar: {
    back: "Voltar ao estado anterior",
    states: "Estados do painel",
  },
  view: {
    'empty-state': "Este estado do painel não tem widgets.",
    'right-layout': "Painel lateral",
  },
  page: {
    loading: "Carregando o painel",
    'not-found': "Painel não encontrado",
    'not-found-text': "O painel não existe ou foi excluído.",
    forbidden: "Você não pode abrir este painel",
    'forbidden-text': "O painel não está atribuído a você. Peça acesso ao proprietário.",
    'load-failed': "Não foi possível carregar o painel",
    retry: "Tentar novamente",
    'back-to-dashboards': "Voltar aos painéis",
  },
  embed: {
    'no-dashboard-id': "Defina o atributo dashboard-id para escolher o painel a mostrar.",
    'signed-out': "O servidor pede para entrar: passe ao elemento um par de tokens, um provedor de tokens ou um id público.",
    'sign-in-failed': "Não foi possível entrar no servidor: {{message}}",
    'load-failed': "O servidor respondeu: {{message}}",
    'no-widget-id': "Defina o atributo widget-id para escolher o widget a mostrar.",
    'widget-not-found': "O painel não tem nenhum widget com o id {{widgetId}}.",
    'widget-failed': "Não foi possível carregar o widget",
  },
} satisfies DashboardMessages;
