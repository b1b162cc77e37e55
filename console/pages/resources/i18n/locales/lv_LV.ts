import type { ResourcesMessages } from '../messages.js';

/** Latviešu. */
export default {
  type: {
    JS_MODULE: "JS modulis",
    LWM2M_MODEL: "LwM2M modelis",
    PKCS_12: "PKCS #12 atslēgu krātuve",
    JKS: "JKS atslēgu krātuve",
  },
  column: {
    type: "Resursa tips",
  },
  list: {
    empty: "Resursu vēl nav",
  },
  add: {
    button: "Pievienot resursu",
    title: "Pievienot resursu",
    added: "Resurss “{{title}}” pievienots.",
    failed: "Resursu neizdevās saglabāt.",
  },
  field: {
    type: "Resursa tips",
    title: "Nosaukums",
    file: "Resursa fails",
    "file-hint": "{{type}} tipa faili beidzas ar {{endings}}.",
    "title-from-model": "LwM2M modeļa nosaukumu veido tā vārds, objekta ID un versija.",
    key: "Resursa atslēga",
    "file-name": "Faila nosaukums",
    "replace-file": "Aizstāt failu",
  },
  file: {
    required: "Izvēlieties resursa failu.",
    empty: "Fails ir tukšs.",
    "too-large": "Fails ir lielāks par {{max}}.",
    "unknown-type": "Šī faila tipu nevar noteikt: resursu faili beidzas ar {{endings}}.",
    "wrong-type": "Šis fails neatbilst tipam {{type}}: izvēlieties failu, kas beidzas ar {{endings}}.",
    "not-lwm2m": "Šis fails nav LwM2M modelis: tajā nav LWM2M Object elementa.",
  },
  download: {
    action: "Lejupielādēt {{title}}",
  },
  delete: {
    title: "Dzēst resursu “{{title}}”?",
    text: "Profili un logrīki, kas izmanto resursu, to vairs neatradīs. To nevar atsaukt.",
    deleted: "Resurss “{{title}}” izdzēsts.",
    "bulk-title": "Dzēst atlasītos resursus ({{count}})?",
    "bulk-text": "Profili un logrīki, kas izmanto šos resursus, tos vairs neatradīs. To nevar atsaukt.",
    "system-kept": "Sistēmas resurss “{{title}}” saglabāts: nomnieks nevar dzēst sistēmas resursus.",
  },
  details: {
    section: "Resurss",
    saved: "Resurss saglabāts.",
    "read-only": "Šis ir sistēmas resurss: nomnieks to var skatīt un lejupielādēt, bet ne mainīt.",
    invalid: "Pirms saglabāšanas izlabojiet atzīmētos laukus.",
    "not-found": "Resurss nav atrasts",
    "not-found-text": "Resurss, iespējams, ir izdzēsts, vai adrese ir nepareiza.",
    back: "Atpakaļ uz resursu bibliotēku",
  },
} satisfies ResourcesMessages;
