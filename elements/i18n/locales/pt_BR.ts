import type { KitMessages } from '../messages.js';

/** Português (Brasil). */
export default {
  action: {
    copy: 'Copiar',
    copied: 'Copiado',
    close: 'Fechar',
    cancel: 'Cancelar',
    ok: 'OK',
  },
  toast: {
    error: 'Erro',
    warn: 'Aviso',
    success: 'Sucesso',
    info: 'Informação',
  },
  help: {
    help: 'Ajuda',
  },
  progress: {
    loading: 'Carregando',
  },
  shortcuts: {
    title: 'Atalhos de teclado',
    toggle: 'Mostrar ou ocultar os atalhos de teclado',
  },
  home: {
    home: 'Início',
  },
  user: {
    'sys-admin': 'Administrador do sistema',
    'tenant-admin': 'Administrador do locatário',
    customer: 'Cliente',
  },
  'user-menu': {
    open: 'Menu da conta',
    profile: 'Perfil',
    security: 'Segurança',
    logout: 'Sair',
  },
  breadcrumbs: {
    label: 'Trilha de navegação',
  },
  language: {
    language: 'Idioma',
  },
  'password-input': {
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
  },
  markdown: {
    'render-failed': 'Não foi possível exibir o Markdown.',
    'copy-code': 'Copiar código',
  },
  'phone-input': {
    phone: 'Telefone',
    country: 'País',
    'phone-input-required': 'O número de telefone é obrigatório.',
    'phone-input-validation': 'Digite um número internacional válido: o sinal de mais, o código do país e o número.',
  },
  entity: {
    'no-entities-prompt': 'Nenhuma entidade encontrada',
    'no-entities-matching': 'Nenhuma entidade corresponde a “{{entity}}”.',
    'selected-entities': '{{count}} selecionados',
  },
  'entity-table': {
    label: 'Entidades',
    search: 'Pesquisar',
    'clear-search': 'Limpar pesquisa',
    refresh: 'Atualizar',
    'rows-per-page': 'Linhas por página',
    range: '{{from}}–{{to}} de {{total}}',
    'first-page': 'Primeira página',
    'previous-page': 'Página anterior',
    'next-page': 'Próxima página',
    'last-page': 'Última página',
    'select-all': 'Selecionar todas as linhas desta página',
    'select-row': 'Selecionar {{name}}',
    'clear-selection': 'Limpar seleção',
    'load-failed': 'Não foi possível carregar a lista',
    retry: 'Tentar novamente',
    yes: 'Sim',
    no: 'Não',
    column: {
      'created-time': 'Data de criação',
      name: 'Nome',
      type: 'Tipo',
      label: 'Rótulo',
      customer: 'Cliente',
      'device-profile': 'Perfil do dispositivo',
      public: 'Público',
      gateway: 'Gateway',
      title: 'Título',
      email: 'E-mail',
      country: 'País',
      city: 'Cidade',
      'first-name': 'Nome',
      'last-name': 'Sobrenome',
    },
  },
} satisfies KitMessages;
