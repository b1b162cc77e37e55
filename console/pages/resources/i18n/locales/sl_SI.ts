import type { ResourcesMessages } from '../messages.js';

/** Slovenščina. */
export default {
  type: {
    JS_MODULE: "Modul JS",
    LWM2M_MODEL: "Model LwM2M",
    PKCS_12: "Shramba ključev PKCS #12",
    JKS: "Shramba ključev JKS",
  },
  column: {
    type: "Vrsta vira",
  },
  list: {
    empty: "Virov še ni",
  },
  add: {
    button: "Dodaj vir",
    title: "Dodaj vir",
    added: "Vir »{{title}}« je dodan.",
    failed: "Vira ni bilo mogoče shraniti.",
  },
  field: {
    type: "Vrsta vira",
    title: "Naslov",
    file: "Datoteka vira",
    "file-hint": "Datoteke vrste {{type}} se končajo z {{endings}}.",
    "title-from-model": "Model LwM2M dobi naslov po imenu, ID-ju objekta in različici.",
    key: "Ključ vira",
    "file-name": "Ime datoteke",
    "replace-file": "Zamenjaj datoteko",
  },
  file: {
    required: "Izberite datoteko vira.",
    empty: "Datoteka je prazna.",
    "too-large": "Datoteka je večja od {{max}}.",
    "unknown-type": "Vrste te datoteke ni mogoče zaznati: datoteke virov se končajo z {{endings}}.",
    "wrong-type": "Ta datoteka ne ustreza vrsti {{type}}: izberite datoteko, ki se konča z {{endings}}.",
    "not-lwm2m": "Ta datoteka ni model LwM2M: ne vsebuje elementa LWM2M Object.",
  },
  download: {
    action: "Prenesi {{title}}",
  },
  delete: {
    title: "Izbrišem vir »{{title}}«?",
    text: "Profili in gradniki, ki uporabljajo vir, ga ne bodo več našli. Tega ni mogoče razveljaviti.",
    deleted: "Vir »{{title}}« je izbrisan.",
    "bulk-title": "Izbrišem izbrane vire ({{count}})?",
    "bulk-text": "Profili in gradniki, ki uporabljajo te vire, jih ne bodo več našli. Tega ni mogoče razveljaviti.",
    "system-kept": "Sistemski vir »{{title}}« je ohranjen: najemnik ne more brisati sistemskih virov.",
  },
  details: {
    section: "Vir",
    saved: "Vir je shranjen.",
    "read-only": "To je sistemski vir: najemnik ga lahko ogleda in prenese, ne more pa ga spremeniti.",
    invalid: "Pred shranjevanjem popravite označena polja.",
    "not-found": "Vira ni mogoče najti",
    "not-found-text": "Vir je bil morda izbrisan ali pa je naslov napačen.",
    back: "Nazaj v knjižnico virov",
  },
} satisfies ResourcesMessages;
