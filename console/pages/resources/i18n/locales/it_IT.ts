import type { ResourcesMessages } from '../messages.js';

/** Italiano. */
export default {
  type: {
    JS_MODULE: "Modulo JS",
    LWM2M_MODEL: "Modello LwM2M",
    PKCS_12: "Archivio chiavi PKCS #12",
    JKS: "Archivio chiavi JKS",
  },
  column: {
    type: "Tipo di risorsa",
  },
  list: {
    empty: "Ancora nessuna risorsa",
  },
  add: {
    button: "Aggiungi risorsa",
    title: "Aggiungi risorsa",
    added: "Risorsa «{{title}}» aggiunta.",
    failed: "Impossibile salvare la risorsa.",
  },
  field: {
    type: "Tipo di risorsa",
    title: "Titolo",
    file: "File della risorsa",
    "file-hint": "I file di tipo {{type}} terminano con {{endings}}.",
    "title-from-model": "Un modello LwM2M prende il titolo da nome, ID oggetto e versione.",
    key: "Chiave della risorsa",
    "file-name": "Nome del file",
    "replace-file": "Sostituisci il file",
  },
  file: {
    required: "Scegli il file della risorsa.",
    empty: "Il file è vuoto.",
    "too-large": "Il file supera {{max}}.",
    "unknown-type": "Impossibile rilevare il tipo di questo file: i file di risorsa terminano con {{endings}}.",
    "wrong-type": "Questo file non corrisponde al tipo {{type}}: scegli un file che termina con {{endings}}.",
    "not-lwm2m": "Questo file non è un modello LwM2M: non contiene alcun elemento LWM2M Object.",
  },
  download: {
    action: "Scarica {{title}}",
  },
  delete: {
    title: "Eliminare la risorsa «{{title}}»?",
    text: "I profili e i widget che usano la risorsa non la troveranno più. L’operazione non può essere annullata.",
    deleted: "Risorsa «{{title}}» eliminata.",
    "bulk-title": "Eliminare le risorse selezionate ({{count}})?",
    "bulk-text": "I profili e i widget che usano queste risorse non le troveranno più. L’operazione non può essere annullata.",
    "system-kept": "La risorsa di sistema «{{title}}» è stata mantenuta: un tenant non può eliminare le risorse di sistema.",
  },
  details: {
    section: "Risorsa",
    saved: "Risorsa salvata.",
    "read-only": "Questa è una risorsa di sistema: un tenant può vederla e scaricarla, ma non modificarla.",
    invalid: "Correggi i campi evidenziati prima di salvare.",
    "not-found": "Risorsa non trovata",
    "not-found-text": "La risorsa potrebbe essere stata eliminata, oppure l’indirizzo è errato.",
    back: "Torna alla libreria delle risorse",
  },
} satisfies ResourcesMessages;
