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
  entity: {
    'no-entities-prompt': 'Ni najdenih entitet',
    'no-entities-matching': 'Nobena entiteta se ne ujema z »{{entity}}«.',
    'selected-entities': 'Izbrano: {{count}}',
  },
  'entity-table': {
    label: 'Entitete',
    search: 'Iskanje',
    'clear-search': 'Počisti iskanje',
    refresh: 'Osveži',
    'rows-per-page': 'Vrstic na stran',
    range: '{{from}}–{{to}} od {{total}}',
    'first-page': 'Prva stran',
    'previous-page': 'Prejšnja stran',
    'next-page': 'Naslednja stran',
    'last-page': 'Zadnja stran',
    'select-all': 'Izberi vse vrstice na tej strani',
    'select-row': 'Izberi {{name}}',
    'clear-selection': 'Počisti izbor',
    'load-failed': 'Seznama ni bilo mogoče naložiti',
    retry: 'Poskusi znova',
    yes: 'Da',
    no: 'Ne',
    column: {
      'created-time': 'Čas nastanka',
      name: 'Ime',
      type: 'Vrsta',
      label: 'Oznaka',
      customer: 'Stranka',
      'device-profile': 'Profil naprave',
      public: 'Javno',
      gateway: 'Prehod',
      title: 'Naslov',
      email: 'E-pošta',
      country: 'Država',
      city: 'Mesto',
      'first-name': 'Ime',
      'last-name': 'Priimek',
    },
  },
} satisfies KitMessages;
