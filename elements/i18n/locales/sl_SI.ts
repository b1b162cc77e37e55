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
  help: {
    help: 'Pomoč',
  },
  progress: {
    loading: 'Nalaganje',
  },
  shortcuts: {
    title: 'Bližnjice na tipkovnici',
    toggle: 'Pokaži ali skrij bližnjice na tipkovnici',
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
  'phone-input': {
    phone: 'Telefon',
    country: 'Država',
    'phone-input-required': 'Vnesite telefonsko številko.',
    'phone-input-validation': 'Vnesite veljavno mednarodno številko: znak plus, kodo države in številko.',
  },
} satisfies KitMessages;
