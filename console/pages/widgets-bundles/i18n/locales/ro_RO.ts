import type { BundlesMessages } from '../messages.js';

/** Română. */
export default {
  add: {
    button: "Adaugă pachet de widgeturi",
    title: "Adaugă pachet de widgeturi",
    added: "Pachetul de widgeturi {{title}} a fost adăugat.",
  },
  edit: {
    action: "Editează",
    title: "Editează pachetul de widgeturi",
    saved: "Pachetul de widgeturi {{title}} a fost salvat.",
  },
  field: {
    title: "Titlu",
    description: "Descriere",
    image: "Imagine",
  },
  form: {
    'title-required': "Titlul este obligatoriu.",
    'title-max': "Titlul poate avea cel mult {{max}} caractere.",
    'description-max': "Descrierea poate avea cel mult {{max}} caractere.",
  },
  delete: {
    title: "Ștergeți pachetul de widgeturi {{title}}?",
    deleted: "Pachetul de widgeturi {{title}} a fost șters.",
  },
  import: {
    button: "Importă pachet de widgeturi",
    title: "Importă pachet de widgeturi",
    hint: "Un pachet de widgeturi exportat cu „Exportă JSON”: pachetul cu widgeturile sale.",
    summary: "{{title}} · widgeturi: {{count}}",
    imported: "Pachetul de widgeturi {{title}} a fost importat.",
    'not-bundle': "Acest JSON nu este un export de pachet de widgeturi: are nevoie de un widgetsBundle cu titlu.",
    'bad-widget': "Widgetul {{index}} nu are nume sau descriptor.",
    'widget-refused': "Widgetul {{name}} a fost refuzat, așa că pachetul nu a fost păstrat.",
    'widget-refused-kept': "Widgetul {{name}} a fost refuzat, iar pachetul nu a putut fi șters. Ștergeți-l din listă.",
  },
} satisfies BundlesMessages;
