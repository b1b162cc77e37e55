import type { OtaMessages } from '../messages.js';

/** Deutsch. */
export default {
  add: {
    button: "Paket hinzufügen",
    title: "OTA-Paket hinzufügen",
  },
  field: {
    title: "Titel",
    version: "Version",
    type: "Typ",
    "device-profile": "Geräteprofil",
    source: "Paketinhalt",
    file: "Datei",
    url: "Externe URL",
    "checksum-algorithm": "Prüfsummenalgorithmus",
    checksum: "Prüfsumme",
    "checksum-optional": "Prüfsumme (optional)",
    description: "Beschreibung",
  },
  type: {
    FIRMWARE: "Firmware",
    SOFTWARE: "Software",
  },
  source: {
    file: "Datei hochladen",
    url: "Externe URL verwenden",
  },
  file: {
    choose: "Datei auswählen",
    other: "Andere Datei auswählen",
    none: "Keine Datei ausgewählt",
  },
  form: {
    "profile-required": "Wählen Sie ein Geräteprofil.",
    "file-required": "Wählen Sie die Paketdatei.",
    "file-empty": "Die Datei ist leer.",
    "url-invalid": "Geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.",
    "checksum-hex": "Eine Prüfsumme enthält nur die Hexadezimalziffern 0–9 und a–f.",
    "checksum-length": "Eine {{algorithm}}-Prüfsumme hat {{length}} Hexadezimalziffern.",
    "checksum-hint-browser": "Bleibt das Feld leer, berechnet die Konsole sie vor dem Hochladen, und der Server prüft die Datei damit.",
    "checksum-hint-server": "Bleibt das Feld leer, berechnet der Server sie aus der hochgeladenen Datei.",
    "checksum-hint-url": "Geräte können die heruntergeladene Datei damit prüfen.",
  },
  progress: {
    checksum: "Prüfsumme wird berechnet…",
    info: "Paket wird gespeichert…",
    upload: "{{file}} wird hochgeladen…",
    removing: "Unvollständiges Paket wird gelöscht…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} von {{total}}",
  },
  save: {
    added: "Paket {{title}} {{version}} hinzugefügt.",
    "cancel-upload": "Hochladen abbrechen",
    cancelled: "Hochladen abgebrochen. Das Paket wurde wieder gelöscht, es wurde also nichts hinzugefügt.",
    "cancelled-kept": "Hochladen abgebrochen, aber das Paket konnte nicht gelöscht werden. Löschen Sie es in der Liste.",
    "upload-failed": "Die Datei konnte nicht hochgeladen werden. Das Paket wurde wieder gelöscht, es wurde also nichts hinzugefügt.",
    "upload-failed-kept": "Die Datei konnte nicht hochgeladen werden, und das Paket konnte nicht gelöscht werden. Löschen Sie es in der Liste.",
    connection: "Der Server ist nicht erreichbar.",
    status: "Der Server antwortete mit Status {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Erstellt",
    "file-name": "Dateiname",
    "content-type": "Inhaltstyp",
    size: "Größe",
    "copy-checksum": "Prüfsumme kopieren",
    "delete-title": "Paket {{title}} {{version}} löschen?",
    deleted: "Paket {{title}} {{version}} gelöscht.",
  },
} satisfies OtaMessages;
