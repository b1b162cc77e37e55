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
} satisfies KitMessages;
