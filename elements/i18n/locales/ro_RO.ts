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
} satisfies KitMessages;
