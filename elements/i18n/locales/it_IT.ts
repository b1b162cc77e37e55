import type { KitMessages } from '../messages.js';

/** Italiano. */
export default {
  action: {
    copy: 'Copia',
    copied: 'Copiato',
    close: 'Chiudi',
    cancel: 'Annulla',
    ok: 'OK',
  },
  toast: {
    error: 'Errore',
    warn: 'Avviso',
    success: 'Operazione riuscita',
    info: 'Informazione',
  },
  home: {
    home: 'Home',
  },
  user: {
    'sys-admin': 'Amministratore di sistema',
    'tenant-admin': 'Amministratore del tenant',
    customer: 'Cliente',
  },
  'user-menu': {
    open: "Menu dell'account",
    profile: 'Profilo',
    security: 'Sicurezza',
    logout: 'Esci',
  },
  breadcrumbs: {
    label: 'Percorso di navigazione',
  },
  language: {
    language: 'Lingua',
  },
  'password-input': {
    show: 'Mostra password',
    hide: 'Nascondi password',
  },
  markdown: {
    'render-failed': 'Impossibile visualizzare il Markdown.',
    'copy-code': 'Copia codice',
  },
} satisfies KitMessages;
