import type { KitMessages } from '../messages.js';

/** Latviešu. */
export default {
  action: {
    copy: 'Kopēt',
    copied: 'Nokopēts',
    close: 'Aizvērt',
    cancel: 'Atcelt',
    ok: 'Labi',
  },
  toast: {
    error: 'Kļūda',
    warn: 'Brīdinājums',
    success: 'Izdevās',
    info: 'Informācija',
  },
  help: {
    help: 'Palīdzība',
  },
  progress: {
    loading: 'Notiek ielāde',
  },
  shortcuts: {
    title: 'Tastatūras īsinājumtaustiņi',
    toggle: 'Rādīt vai slēpt tastatūras īsinājumtaustiņus',
  },
  home: {
    home: 'Sākums',
  },
  user: {
    'sys-admin': 'Sistēmas administrators',
    'tenant-admin': 'Nomnieka administrators',
    customer: 'Klients',
  },
  'user-menu': {
    open: 'Konta izvēlne',
    profile: 'Profils',
    security: 'Drošība',
    logout: 'Izrakstīties',
  },
  breadcrumbs: {
    label: 'Navigācijas ceļš',
  },
  language: {
    language: 'Valoda',
  },
  'password-input': {
    show: 'Rādīt paroli',
    hide: 'Slēpt paroli',
  },
  markdown: {
    'render-failed': 'Markdown neizdevās attēlot.',
    'copy-code': 'Kopēt kodu',
  },
  'phone-input': {
    phone: 'Tālrunis',
    country: 'Valsts',
    'phone-input-required': 'Ievadiet tālruņa numuru.',
    'phone-input-validation': 'Ievadiet derīgu starptautisku numuru: plus zīmi, valsts kodu un numuru.',
  },
  entity: {
    'no-entities-prompt': 'Nav atrasta neviena entītija',
    'no-entities-matching': 'Vaicājumam “{{entity}}” neatbilst neviena entītija.',
    'selected-entities': 'Atlasīti: {{count}}',
  },
  'entity-table': {
    label: 'Entītijas',
    search: 'Meklēt',
    'clear-search': 'Notīrīt meklēšanu',
    refresh: 'Atsvaidzināt',
    'rows-per-page': 'Rindas lapā',
    range: '{{from}}–{{to}} no {{total}}',
    'first-page': 'Pirmā lapa',
    'previous-page': 'Iepriekšējā lapa',
    'next-page': 'Nākamā lapa',
    'last-page': 'Pēdējā lapa',
    'select-all': 'Atlasīt visas šīs lapas rindas',
    'select-row': 'Atlasīt {{name}}',
    'clear-selection': 'Notīrīt atlasi',
    'load-failed': 'Sarakstu neizdevās ielādēt',
    retry: 'Mēģināt vēlreiz',
    yes: 'Jā',
    no: 'Nē',
    column: {
      'created-time': 'Izveides laiks',
      name: 'Nosaukums',
      type: 'Tips',
      label: 'Etiķete',
      customer: 'Klients',
      'device-profile': 'Ierīces profils',
      public: 'Publisks',
      gateway: 'Vārteja',
      title: 'Virsraksts',
      email: 'E-pasts',
      country: 'Valsts',
      city: 'Pilsēta',
      'first-name': 'Vārds',
      'last-name': 'Uzvārds',
    },
  },
} satisfies KitMessages;
