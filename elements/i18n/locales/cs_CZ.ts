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
} satisfies KitMessages;
