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
} satisfies KitMessages;
