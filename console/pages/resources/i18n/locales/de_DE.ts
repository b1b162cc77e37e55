import type { ResourcesMessages } from '../messages.js';

/** Deutsch. */
export default {
  type: {
    JS_MODULE: "JS-Modul",
    LWM2M_MODEL: "LwM2M-Modell",
    PKCS_12: "PKCS-#12-Schlüsselspeicher",
    JKS: "JKS-Schlüsselspeicher",
  },
  column: {
    type: "Ressourcentyp",
  },
  list: {
    empty: "Noch keine Ressourcen",
  },
  add: {
    button: "Ressource hinzufügen",
    title: "Ressource hinzufügen",
    added: "Ressource „{{title}}“ hinzugefügt.",
    failed: "Die Ressource konnte nicht gespeichert werden.",
  },
  field: {
    type: "Ressourcentyp",
    title: "Titel",
    file: "Ressourcendatei",
    "file-hint": "Dateien vom Typ {{type}} enden auf {{endings}}.",
    "title-from-model": "Ein LwM2M-Modell erhält seinen Titel aus Name, Objekt-ID und Version.",
    key: "Ressourcenschlüssel",
    "file-name": "Dateiname",
    "replace-file": "Datei ersetzen",
  },
  file: {
    required: "Wählen Sie die Ressourcendatei.",
    empty: "Die Datei ist leer.",
    "too-large": "Die Datei ist größer als {{max}}.",
    "unknown-type": "Der Typ dieser Datei kann nicht erkannt werden: Ressourcendateien enden auf {{endings}}.",
    "wrong-type": "Diese Datei passt nicht zum Typ {{type}}: Wählen Sie eine Datei, die auf {{endings}} endet.",
    "not-lwm2m": "Diese Datei ist kein LwM2M-Modell: Sie enthält kein LWM2M-Object-Element.",
  },
  download: {
    action: "{{title}} herunterladen",
  },
  delete: {
    title: "Ressource „{{title}}“ löschen?",
    text: "Profile und Widgets, die die Ressource verwenden, finden sie nicht mehr. Dies kann nicht rückgängig gemacht werden.",
    deleted: "Ressource „{{title}}“ gelöscht.",
    "bulk-title": "Ausgewählte Ressourcen löschen ({{count}})?",
    "bulk-text": "Profile und Widgets, die diese Ressourcen verwenden, finden sie nicht mehr. Dies kann nicht rückgängig gemacht werden.",
    "system-kept": "Die Systemressource „{{title}}“ wurde beibehalten: Ein Mandant kann keine Systemressourcen löschen.",
  },
  details: {
    section: "Ressource",
    saved: "Ressource gespeichert.",
    "read-only": "Dies ist eine Systemressource: Ein Mandant kann sie ansehen und herunterladen, aber nicht ändern.",
    invalid: "Korrigieren Sie die markierten Felder vor dem Speichern.",
    "not-found": "Ressource nicht gefunden",
    "not-found-text": "Die Ressource wurde möglicherweise gelöscht, oder die Adresse ist falsch.",
    back: "Zurück zur Ressourcenbibliothek",
  },
} satisfies ResourcesMessages;
