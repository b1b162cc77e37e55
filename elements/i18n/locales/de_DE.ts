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
} satisfies KitMessages;
