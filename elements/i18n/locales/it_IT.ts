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
  help: {
    help: 'Guida',
  },
  progress: {
    loading: 'Caricamento',
  },
  shortcuts: {
    title: 'Scorciatoie da tastiera',
    toggle: 'Mostra o nascondi le scorciatoie da tastiera',
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
  'phone-input': {
    phone: 'Telefono',
    country: 'Paese',
    'phone-input-required': 'Il numero di telefono è obbligatorio.',
    'phone-input-validation': 'Inserisci un numero internazionale valido: il segno più, il prefisso del paese e il numero.',
  },
} satisfies KitMessages;
