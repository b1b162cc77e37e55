import type { KitMessages } from '../messages.js';

/** Deutsch. */
export default {
  action: {
    copy: 'Kopieren',
    copied: 'Kopiert',
    close: 'Schließen',
    cancel: 'Abbrechen',
    ok: 'OK',
  },
  toast: {
    error: 'Fehler',
    warn: 'Warnung',
    success: 'Erfolgreich',
    info: 'Information',
  },
  help: {
    help: 'Hilfe',
  },
  progress: {
    loading: 'Wird geladen',
  },
  shortcuts: {
    title: 'Tastenkombinationen',
    toggle: 'Tastenkombinationen ein- oder ausblenden',
  },
  home: {
    home: 'Startseite',
  },
  user: {
    'sys-admin': 'Systemadministrator',
    'tenant-admin': 'Mandantenadministrator',
    customer: 'Kunde',
  },
  'user-menu': {
    open: 'Kontomenü',
    profile: 'Profil',
    security: 'Sicherheit',
    logout: 'Abmelden',
  },
  breadcrumbs: {
    label: 'Navigationspfad',
  },
  language: {
    language: 'Sprache',
  },
  'password-input': {
    show: 'Passwort anzeigen',
    hide: 'Passwort verbergen',
  },
  markdown: {
    'render-failed': 'Markdown konnte nicht dargestellt werden.',
    'copy-code': 'Code kopieren',
  },
  'phone-input': {
    phone: 'Telefon',
    country: 'Land',
    'phone-input-required': 'Bitte geben Sie eine Telefonnummer ein.',
    'phone-input-validation': 'Geben Sie eine gültige internationale Nummer ein: ein Pluszeichen, die Ländervorwahl und die Rufnummer.',
  },
} satisfies KitMessages;
