import type { OtaMessages } from '../messages.js';

/** Italiano. */
export default {
  add: {
    button: "Aggiungi pacchetto",
    title: "Aggiungi pacchetto OTA",
  },
  field: {
    title: "Titolo",
    version: "Versione",
    type: "Tipo",
    "device-profile": "Profilo dispositivo",
    source: "Contenuto del pacchetto",
    file: "File",
    url: "URL esterno",
    "checksum-algorithm": "Algoritmo di checksum",
    checksum: "Checksum",
    "checksum-optional": "Checksum (facoltativo)",
    description: "Descrizione",
  },
  type: {
    FIRMWARE: "Firmware",
    SOFTWARE: "Software",
  },
  source: {
    file: "Carica un file",
    url: "Usa un URL esterno",
  },
  file: {
    choose: "Scegli file",
    other: "Scegli un altro file",
    none: "Nessun file scelto",
  },
  form: {
    "profile-required": "Scegli un profilo dispositivo.",
    "file-required": "Scegli il file del pacchetto.",
    "file-empty": "Il file è vuoto.",
    "url-invalid": "Inserisci un indirizzo che inizi con http:// o https://.",
    "checksum-hex": "Un checksum contiene solo le cifre esadecimali 0–9 e a–f.",
    "checksum-length": "Un checksum {{algorithm}} ha {{length}} cifre esadecimali.",
    "checksum-hint-browser": "Se lasciato vuoto, la console lo calcola prima del caricamento e il server verifica il file con esso.",
    "checksum-hint-server": "Se lasciato vuoto, il server lo calcola dal file caricato.",
    "checksum-hint-url": "I dispositivi possono verificare con esso il file scaricato.",
  },
  progress: {
    checksum: "Calcolo del checksum…",
    info: "Salvataggio del pacchetto…",
    upload: "Caricamento di {{file}}…",
    removing: "Eliminazione del pacchetto incompleto…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} di {{total}}",
  },
  save: {
    added: "Pacchetto {{title}} {{version}} aggiunto.",
    "cancel-upload": "Annulla caricamento",
    cancelled: "Caricamento annullato. Il pacchetto è stato eliminato, quindi non è stato aggiunto nulla.",
    "cancelled-kept": "Caricamento annullato, ma non è stato possibile eliminare il pacchetto. Eliminalo dall'elenco.",
    "upload-failed": "Impossibile caricare il file. Il pacchetto è stato eliminato, quindi non è stato aggiunto nulla.",
    "upload-failed-kept": "Impossibile caricare il file e impossibile eliminare il pacchetto. Eliminalo dall'elenco.",
    connection: "Impossibile raggiungere il server.",
    status: "Il server ha risposto con lo stato {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Creato",
    "file-name": "Nome file",
    "content-type": "Tipo di contenuto",
    size: "Dimensione",
    "copy-checksum": "Copia checksum",
    "delete-title": "Eliminare il pacchetto {{title}} {{version}}?",
    deleted: "Pacchetto {{title}} {{version}} eliminato.",
  },
} satisfies OtaMessages;
