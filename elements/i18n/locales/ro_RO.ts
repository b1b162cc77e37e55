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
} satisfies KitMessages;
