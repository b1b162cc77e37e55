import type { BundlesMessages } from '../messages.js';

/** Italiano. */
export default {
  add: {
    button: "Aggiungi pacchetto di widget",
    title: "Aggiungi pacchetto di widget",
    added: "Pacchetto di widget {{title}} aggiunto.",
  },
  edit: {
    action: "Modifica",
    title: "Modifica pacchetto di widget",
    saved: "Pacchetto di widget {{title}} salvato.",
  },
  field: {
    title: "Titolo",
    description: "Descrizione",
    image: "Immagine",
  },
  form: {
    'title-required': "Il titolo è obbligatorio.",
    'title-max': "Il titolo può avere al massimo {{max}} caratteri.",
    'description-max': "La descrizione può avere al massimo {{max}} caratteri.",
  },
  delete: {
    title: "Eliminare il pacchetto di widget {{title}}?",
    deleted: "Pacchetto di widget {{title}} eliminato.",
  },
  import: {
    button: "Importa pacchetto di widget",
    title: "Importa pacchetto di widget",
    hint: "Un pacchetto di widget esportato con «Esporta JSON»: il pacchetto con i suoi widget.",
    summary: "{{title}} · widget: {{count}}",
    imported: "Pacchetto di widget {{title}} importato.",
    'not-bundle': "Questo JSON non è un’esportazione di pacchetto di widget: serve un widgetsBundle con un titolo.",
    'bad-widget': "Il widget {{index}} non ha un nome o un descrittore.",
    'widget-refused': "Il widget {{name}} è stato rifiutato, quindi il pacchetto non è stato conservato.",
    'widget-refused-kept': "Il widget {{name}} è stato rifiutato e non è stato possibile eliminare il pacchetto. Eliminalo dall’elenco.",
  },
} satisfies BundlesMessages;
