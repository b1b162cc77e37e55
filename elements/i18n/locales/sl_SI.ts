import type { KitMessages } from '../messages.js';

/** Slovenščina. */
export default {
  action: {
    copy: 'Kopiraj',
    copied: 'Kopirano',
    close: 'Zapri',
    cancel: 'Prekliči',
    ok: 'V redu',
  },
  toast: {
    error: 'Napaka',
    warn: 'Opozorilo',
    success: 'Uspešno',
    info: 'Informacija',
  },
  home: {
    home: 'Domov',
  },
  user: {
    'sys-admin': 'Sistemski skrbnik',
    'tenant-admin': 'Skrbnik najemnika',
    customer: 'Stranka',
  },
  'user-menu': {
    open: 'Meni računa',
    profile: 'Profil',
    security: 'Varnost',
    logout: 'Odjava',
  },
  breadcrumbs: {
    label: 'Drobtinice',
  },
  language: {
    language: 'Jezik',
  },
  'password-input': {
    show: 'Pokaži geslo',
    hide: 'Skrij geslo',
  },
  markdown: {
    'render-failed': 'Markdowna ni bilo mogoče prikazati.',
    'copy-code': 'Kopiraj kodo',
  },
} satisfies KitMessages;
