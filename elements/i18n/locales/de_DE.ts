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
  entity: {
    'no-entities-prompt': 'Keine Entitäten gefunden',
    'no-entities-matching': 'Keine Entitäten passen zu „{{entity}}“.',
    'selected-entities': '{{count}} ausgewählt',
  },
  'entity-table': {
    label: 'Entitäten',
    search: 'Suchen',
    'clear-search': 'Suche leeren',
    refresh: 'Aktualisieren',
    'rows-per-page': 'Zeilen pro Seite',
    range: '{{from}}–{{to}} von {{total}}',
    'first-page': 'Erste Seite',
    'previous-page': 'Vorherige Seite',
    'next-page': 'Nächste Seite',
    'last-page': 'Letzte Seite',
    'select-all': 'Alle Zeilen dieser Seite auswählen',
    'select-row': '{{name}} auswählen',
    'clear-selection': 'Auswahl aufheben',
    'load-failed': 'Die Liste konnte nicht geladen werden',
    retry: 'Erneut versuchen',
    yes: 'Ja',
    no: 'Nein',
    column: {
      'created-time': 'Erstellt',
      name: 'Name',
      type: 'Typ',
      label: 'Bezeichnung',
      customer: 'Kunde',
      'device-profile': 'Geräteprofil',
      public: 'Öffentlich',
      gateway: 'Gateway',
      title: 'Titel',
      email: 'E-Mail',
      country: 'Land',
      city: 'Stadt',
      'first-name': 'Vorname',
      'last-name': 'Nachname',
    },
  },
} satisfies KitMessages;
