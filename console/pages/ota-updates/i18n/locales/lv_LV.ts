import type { OtaMessages } from '../messages.js';

/** Latviešu. */
export default {
  add: {
    button: "Pievienot pakotni",
    title: "Pievienot OTA pakotni",
  },
  field: {
    title: "Nosaukums",
    version: "Versija",
    type: "Tips",
    "device-profile": "Ierīces profils",
    source: "Pakotnes saturs",
    file: "Fails",
    url: "Ārējais URL",
    "checksum-algorithm": "Kontrolsummas algoritms",
    checksum: "Kontrolsumma",
    "checksum-optional": "Kontrolsumma (neobligāta)",
    description: "Apraksts",
  },
  type: {
    FIRMWARE: "Aparātprogrammatūra",
    SOFTWARE: "Programmatūra",
  },
  source: {
    file: "Augšupielādēt failu",
    url: "Izmantot ārēju URL",
  },
  file: {
    choose: "Izvēlēties failu",
    other: "Izvēlēties citu failu",
    none: "Fails nav izvēlēts",
  },
  form: {
    "profile-required": "Izvēlieties ierīces profilu.",
    "file-required": "Izvēlieties pakotnes failu.",
    "file-empty": "Fails ir tukšs.",
    "url-invalid": "Ievadiet adresi, kas sākas ar http:// vai https://.",
    "checksum-hex": "Kontrolsumma satur tikai heksadecimālos ciparus 0–9 un a–f.",
    "checksum-length": "{{algorithm}} kontrolsummai ir {{length}} heksadecimālie cipari.",
    "checksum-hint-browser": "Ja lauks paliek tukšs, konsole to aprēķina pirms augšupielādes, un serveris ar to pārbauda failu.",
    "checksum-hint-server": "Ja lauks paliek tukšs, serveris to aprēķina no augšupielādētā faila.",
    "checksum-hint-url": "Ierīces ar to var pārbaudīt lejupielādēto failu.",
  },
  progress: {
    checksum: "Aprēķina kontrolsummu…",
    info: "Saglabā pakotni…",
    upload: "Augšupielādē {{file}}…",
    removing: "Dzēš nepabeigto pakotni…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} no {{total}}",
  },
  save: {
    added: "Pakotne {{title}} {{version}} pievienota.",
    "cancel-upload": "Atcelt augšupielādi",
    cancelled: "Augšupielāde atcelta. Pakotne tika atkal izdzēsta, tāpēc nekas netika pievienots.",
    "cancelled-kept": "Augšupielāde atcelta, bet pakotni neizdevās izdzēst. Izdzēsiet to sarakstā.",
    "upload-failed": "Failu neizdevās augšupielādēt. Pakotne tika atkal izdzēsta, tāpēc nekas netika pievienots.",
    "upload-failed-kept": "Failu neizdevās augšupielādēt, un pakotni neizdevās izdzēst. Izdzēsiet to sarakstā.",
    connection: "Serveris nav sasniedzams.",
    status: "Serveris atbildēja ar statusu {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Izveidots",
    "file-name": "Faila nosaukums",
    "content-type": "Satura tips",
    size: "Izmērs",
    "copy-checksum": "Kopēt kontrolsummu",
    "delete-title": "Dzēst pakotni {{title}} {{version}}?",
    deleted: "Pakotne {{title}} {{version}} izdzēsta.",
  },
} satisfies OtaMessages;
