import type { OtaMessages } from '../messages.js';

/** Slovenščina. */
export default {
  add: {
    button: "Dodaj paket",
    title: "Dodaj paket OTA",
  },
  field: {
    title: "Naslov",
    version: "Različica",
    type: "Vrsta",
    "device-profile": "Profil naprave",
    source: "Vsebina paketa",
    file: "Datoteka",
    url: "Zunanji URL",
    "checksum-algorithm": "Algoritem kontrolne vsote",
    checksum: "Kontrolna vsota",
    "checksum-optional": "Kontrolna vsota (neobvezno)",
    description: "Opis",
  },
  type: {
    FIRMWARE: "Vdelana programska oprema",
    SOFTWARE: "Programska oprema",
  },
  source: {
    file: "Naloži datoteko",
    url: "Uporabi zunanji URL",
  },
  file: {
    choose: "Izberi datoteko",
    other: "Izberi drugo datoteko",
    none: "Nobena datoteka ni izbrana",
  },
  form: {
    "profile-required": "Izberite profil naprave.",
    "file-required": "Izberite datoteko paketa.",
    "file-empty": "Datoteka je prazna.",
    "url-invalid": "Vnesite naslov, ki se začne s http:// ali https://.",
    "checksum-hex": "Kontrolna vsota vsebuje samo šestnajstiške števke 0–9 in a–f.",
    "checksum-length": "Kontrolna vsota {{algorithm}} ima {{length}} šestnajstiških števk.",
    "checksum-hint-browser": "Če ostane prazna, jo konzola izračuna pred nalaganjem, strežnik pa z njo preveri datoteko.",
    "checksum-hint-server": "Če ostane prazna, jo strežnik izračuna iz naložene datoteke.",
    "checksum-hint-url": "Naprave lahko z njo preverijo preneseno datoteko.",
  },
  progress: {
    checksum: "Računanje kontrolne vsote …",
    info: "Shranjevanje paketa …",
    upload: "Nalaganje {{file}} …",
    removing: "Brisanje nepopolnega paketa …",
    percent: "{{percent}} %",
    bytes: "{{loaded}} od {{total}}",
  },
  save: {
    added: "Paket {{title}} {{version}} je dodan.",
    "cancel-upload": "Prekliči nalaganje",
    cancelled: "Nalaganje preklicano. Paket je bil spet izbrisan, zato ni bilo nič dodano.",
    "cancelled-kept": "Nalaganje preklicano, vendar paketa ni bilo mogoče izbrisati. Izbrišite ga na seznamu.",
    "upload-failed": "Datoteke ni bilo mogoče naložiti. Paket je bil spet izbrisan, zato ni bilo nič dodano.",
    "upload-failed-kept": "Datoteke ni bilo mogoče naložiti in paketa ni bilo mogoče izbrisati. Izbrišite ga na seznamu.",
    connection: "Strežnik ni dosegljiv.",
    status: "Strežnik je odgovoril s stanjem {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Ustvarjeno",
    "file-name": "Ime datoteke",
    "content-type": "Vrsta vsebine",
    size: "Velikost",
    "copy-checksum": "Kopiraj kontrolno vsoto",
    "delete-title": "Izbrišem paket {{title}} {{version}}?",
    deleted: "Paket {{title}} {{version}} je izbrisan.",
  },
} satisfies OtaMessages;
