import type { BundlesMessages } from '../messages.js';

/** Latviešu. */
export default {
  add: {
    button: "Pievienot logrīku komplektu",
    title: "Pievienot logrīku komplektu",
    added: "Logrīku komplekts {{title}} pievienots.",
  },
  edit: {
    action: "Rediģēt",
    title: "Rediģēt logrīku komplektu",
    saved: "Logrīku komplekts {{title}} saglabāts.",
  },
  field: {
    title: "Virsraksts",
    description: "Apraksts",
    image: "Attēls",
  },
  form: {
    'title-required': "Virsraksts ir obligāts.",
    'title-max': "Virsrakstā var būt ne vairāk kā {{max}} rakstzīmes.",
    'description-max': "Aprakstā var būt ne vairāk kā {{max}} rakstzīmes.",
  },
  delete: {
    title: "Dzēst logrīku komplektu {{title}}?",
    deleted: "Logrīku komplekts {{title}} izdzēsts.",
  },
  import: {
    button: "Importēt logrīku komplektu",
    title: "Importēt logrīku komplektu",
    hint: "Ar “Eksportēt JSON” eksportēts logrīku komplekts: komplekts ar tā logrīkiem.",
    summary: "{{title}} · logrīki: {{count}}",
    imported: "Logrīku komplekts {{title}} importēts.",
    'not-bundle': "Šis JSON nav logrīku komplekta eksports: vajag widgetsBundle ar virsrakstu.",
    'bad-widget': "Logrīkam {{index}} nav nosaukuma vai deskriptora.",
    'widget-refused': "Logrīks {{name}} tika noraidīts, tāpēc komplekts netika saglabāts.",
    'widget-refused-kept': "Logrīks {{name}} tika noraidīts, un komplektu neizdevās izdzēst. Izdzēsiet to sarakstā.",
  },
} satisfies BundlesMessages;
