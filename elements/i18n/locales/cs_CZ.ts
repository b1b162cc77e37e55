import type { KitMessages } from '../messages.js';

/** Čeština. */
export default {
  action: {
    copy: 'Kopírovat',
    copied: 'Zkopírováno',
    close: 'Zavřít',
    cancel: 'Zrušit',
    ok: 'OK',
  },
  toast: {
    error: 'Chyba',
    warn: 'Upozornění',
    success: 'Hotovo',
    info: 'Informace',
  },
  help: {
    help: 'Nápověda',
  },
  progress: {
    loading: 'Načítání',
  },
  shortcuts: {
    title: 'Klávesové zkratky',
    toggle: 'Zobrazit nebo skrýt klávesové zkratky',
  },
  home: {
    home: 'Domů',
  },
  user: {
    'sys-admin': 'Správce systému',
    'tenant-admin': 'Správce tenanta',
    customer: 'Zákazník',
  },
  'user-menu': {
    open: 'Nabídka účtu',
    profile: 'Profil',
    security: 'Zabezpečení',
    logout: 'Odhlásit se',
  },
  breadcrumbs: {
    label: 'Drobečková navigace',
  },
  language: {
    language: 'Jazyk',
  },
  'password-input': {
    show: 'Zobrazit heslo',
    hide: 'Skrýt heslo',
  },
  markdown: {
    'render-failed': 'Markdown se nepodařilo vykreslit.',
    'copy-code': 'Kopírovat kód',
  },
  'phone-input': {
    phone: 'Telefon',
    country: 'Země',
    'phone-input-required': 'Zadejte telefonní číslo.',
    'phone-input-validation': 'Zadejte platné mezinárodní číslo: znaménko plus, kód země a číslo.',
  },
  entity: {
    'no-entities-prompt': 'Nebyly nalezeny žádné entity',
    'no-entities-matching': 'Výrazu „{{entity}}“ neodpovídá žádná entita.',
    'selected-entities': 'Vybráno: {{count}}',
  },
  'entity-table': {
    label: 'Entity',
    search: 'Hledat',
    'clear-search': 'Vymazat hledání',
    refresh: 'Obnovit',
    'rows-per-page': 'Řádků na stránku',
    range: '{{from}}–{{to}} z {{total}}',
    'first-page': 'První stránka',
    'previous-page': 'Předchozí stránka',
    'next-page': 'Další stránka',
    'last-page': 'Poslední stránka',
    'select-all': 'Vybrat všechny řádky na této stránce',
    'select-row': 'Vybrat {{name}}',
    'clear-selection': 'Zrušit výběr',
    'load-failed': 'Seznam se nepodařilo načíst',
    retry: 'Zkusit znovu',
    yes: 'Ano',
    no: 'Ne',
    column: {
      'created-time': 'Vytvořeno',
      name: 'Název',
      type: 'Typ',
      label: 'Popisek',
      customer: 'Zákazník',
      'device-profile': 'Profil zařízení',
      public: 'Veřejné',
      gateway: 'Brána',
      title: 'Název',
      email: 'E-mail',
      country: 'Země',
      city: 'Město',
      'first-name': 'Jméno',
      'last-name': 'Příjmení',
    },
  },
} satisfies KitMessages;
