import type { KitMessages } from '../messages.js';

/** Română. */
export default {
  action: {
    copy: 'Copiază',
    copied: 'Copiat',
    close: 'Închide',
    cancel: 'Anulează',
    ok: 'OK',
  },
  toast: {
    error: 'Eroare',
    warn: 'Avertisment',
    success: 'Reușit',
    info: 'Informație',
  },
  help: {
    help: 'Ajutor',
  },
  progress: {
    loading: 'Se încarcă',
  },
  shortcuts: {
    title: 'Comenzi rapide de la tastatură',
    toggle: 'Afișează sau ascunde comenzile rapide de la tastatură',
  },
  home: {
    home: 'Acasă',
  },
  user: {
    'sys-admin': 'Administrator de sistem',
    'tenant-admin': 'Administrator de chiriaș',
    customer: 'Client',
  },
  'user-menu': {
    open: 'Meniul contului',
    profile: 'Profil',
    security: 'Securitate',
    logout: 'Deconectare',
  },
  breadcrumbs: {
    label: 'Traseu de navigare',
  },
  language: {
    language: 'Limbă',
  },
  'password-input': {
    show: 'Afișează parola',
    hide: 'Ascunde parola',
  },
  markdown: {
    'render-failed': 'Markdown-ul nu a putut fi afișat.',
    'copy-code': 'Copiază codul',
  },
  'phone-input': {
    phone: 'Telefon',
    country: 'Țară',
    'phone-input-required': 'Numărul de telefon este obligatoriu.',
    'phone-input-validation': 'Introdu un număr internațional valid: semnul plus, prefixul țării și numărul.',
  },
  entity: {
    'no-entities-prompt': 'Nu s-au găsit entități',
    'no-entities-matching': 'Nicio entitate nu corespunde cu „{{entity}}”.',
    'selected-entities': '{{count}} selectate',
  },
  'entity-table': {
    label: 'Entități',
    search: 'Căutare',
    'clear-search': 'Șterge căutarea',
    refresh: 'Reîmprospătare',
    'rows-per-page': 'Rânduri pe pagină',
    range: '{{from}}–{{to}} din {{total}}',
    'first-page': 'Prima pagină',
    'previous-page': 'Pagina anterioară',
    'next-page': 'Pagina următoare',
    'last-page': 'Ultima pagină',
    'select-all': 'Selectează toate rândurile de pe această pagină',
    'select-row': 'Selectează {{name}}',
    'clear-selection': 'Anulează selecția',
    'load-failed': 'Lista nu a putut fi încărcată',
    retry: 'Reîncearcă',
    yes: 'Da',
    no: 'Nu',
    column: {
      'created-time': 'Data creării',
      name: 'Nume',
      type: 'Tip',
      label: 'Etichetă',
      customer: 'Client',
      'device-profile': 'Profil dispozitiv',
      public: 'Public',
      gateway: 'Gateway',
      title: 'Titlu',
      email: 'E-mail',
      country: 'Țară',
      city: 'Oraș',
      'first-name': 'Prenume',
      'last-name': 'Nume',
    },
  },
} satisfies KitMessages;
