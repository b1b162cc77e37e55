import type { OtaMessages } from '../messages.js';

/** Čeština. */
export default {
  add: {
    button: "Přidat balíček",
    title: "Přidat balíček OTA",
  },
  field: {
    title: "Název",
    version: "Verze",
    type: "Typ",
    "device-profile": "Profil zařízení",
    source: "Obsah balíčku",
    file: "Soubor",
    url: "Externí URL",
    "checksum-algorithm": "Algoritmus kontrolního součtu",
    checksum: "Kontrolní součet",
    "checksum-optional": "Kontrolní součet (nepovinný)",
    description: "Popis",
  },
  type: {
    FIRMWARE: "Firmware",
    SOFTWARE: "Software",
  },
  source: {
    file: "Nahrát soubor",
    url: "Použít externí URL",
  },
  file: {
    choose: "Vybrat soubor",
    other: "Vybrat jiný soubor",
    none: "Není vybrán žádný soubor",
  },
  form: {
    "profile-required": "Vyberte profil zařízení.",
    "file-required": "Vyberte soubor balíčku.",
    "file-empty": "Soubor je prázdný.",
    "url-invalid": "Zadejte adresu začínající http:// nebo https://.",
    "checksum-hex": "Kontrolní součet obsahuje jen šestnáctkové číslice 0–9 a a–f.",
    "checksum-length": "Kontrolní součet {{algorithm}} má {{length}} šestnáctkových číslic.",
    "checksum-hint-browser": "Když zůstane prázdný, konzole ho spočítá před nahráním a server podle něj soubor ověří.",
    "checksum-hint-server": "Když zůstane prázdný, server ho spočítá z nahraného souboru.",
    "checksum-hint-url": "Zařízení podle něj mohou ověřit stažený soubor.",
  },
  progress: {
    checksum: "Počítá se kontrolní součet…",
    info: "Ukládá se balíček…",
    upload: "Nahrává se {{file}}…",
    removing: "Maže se neúplný balíček…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} z {{total}}",
  },
  save: {
    added: "Balíček {{title}} {{version}} byl přidán.",
    "cancel-upload": "Zrušit nahrávání",
    cancelled: "Nahrávání zrušeno. Balíček byl znovu smazán, takže se nic nepřidalo.",
    "cancelled-kept": "Nahrávání zrušeno, ale balíček se nepodařilo smazat. Smažte ho v seznamu.",
    "upload-failed": "Soubor se nepodařilo nahrát. Balíček byl znovu smazán, takže se nic nepřidalo.",
    "upload-failed-kept": "Soubor se nepodařilo nahrát a balíček se nepodařilo smazat. Smažte ho v seznamu.",
    connection: "Server není dostupný.",
    status: "Server odpověděl stavem {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Vytvořeno",
    "file-name": "Název souboru",
    "content-type": "Typ obsahu",
    size: "Velikost",
    "copy-checksum": "Kopírovat kontrolní součet",
    "delete-title": "Smazat balíček {{title}} {{version}}?",
    deleted: "Balíček {{title}} {{version}} byl smazán.",
  },
} satisfies OtaMessages;
