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
  entity: {
    'no-entities-prompt': 'Nessuna entità trovata',
    'no-entities-matching': 'Nessuna entità corrisponde a «{{entity}}».',
    'selected-entities': '{{count}} selezionati',
  },
  'entity-table': {
    label: 'Entità',
    search: 'Cerca',
    'clear-search': 'Cancella ricerca',
    refresh: 'Aggiorna',
    'rows-per-page': 'Righe per pagina',
    range: '{{from}}–{{to}} di {{total}}',
    'first-page': 'Prima pagina',
    'previous-page': 'Pagina precedente',
    'next-page': 'Pagina successiva',
    'last-page': 'Ultima pagina',
    'select-all': 'Seleziona tutte le righe di questa pagina',
    'select-row': 'Seleziona {{name}}',
    'clear-selection': 'Annulla selezione',
    'load-failed': 'Impossibile caricare l\'elenco',
    retry: 'Riprova',
    yes: 'Sì',
    no: 'No',
    column: {
      'created-time': 'Data di creazione',
      name: 'Nome',
      type: 'Tipo',
      label: 'Etichetta',
      customer: 'Cliente',
      'device-profile': 'Profilo dispositivo',
      public: 'Pubblico',
      gateway: 'Gateway',
      title: 'Titolo',
      email: 'E-mail',
      country: 'Paese',
      city: 'Città',
      'first-name': 'Nome',
      'last-name': 'Cognome',
    },
  },
} satisfies KitMessages;
