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
} satisfies KitMessages;
