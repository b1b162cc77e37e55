import type { BundlesMessages } from '../messages.js';

/** Deutsch. */
export default {
  add: {
    button: "Widget-Paket hinzufügen",
    title: "Widget-Paket hinzufügen",
    added: "Widget-Paket {{title}} hinzugefügt.",
  },
  edit: {
    action: "Bearbeiten",
    title: "Widget-Paket bearbeiten",
    saved: "Widget-Paket {{title}} gespeichert.",
  },
  field: {
    title: "Titel",
    description: "Beschreibung",
    image: "Bild",
  },
  form: {
    'title-required': "Der Titel ist erforderlich.",
    'title-max': "Der Titel darf höchstens {{max}} Zeichen lang sein.",
    'description-max': "Die Beschreibung darf höchstens {{max}} Zeichen lang sein.",
  },
  delete: {
    title: "Widget-Paket {{title}} löschen?",
    deleted: "Widget-Paket {{title}} gelöscht.",
  },
  import: {
    button: "Widget-Paket importieren",
    title: "Widget-Paket importieren",
    hint: "Ein mit „JSON exportieren“ exportiertes Widget-Paket: das Paket mit seinen Widgets.",
    summary: "{{title}} · Widgets: {{count}}",
    imported: "Widget-Paket {{title}} importiert.",
    'not-bundle': "Dieses JSON ist kein Widget-Paket-Export: Es braucht ein widgetsBundle mit Titel.",
    'bad-widget': "Widget {{index}} hat keinen Namen oder keinen Deskriptor.",
    'widget-refused': "Widget {{name}} wurde abgelehnt, daher wurde das Paket nicht behalten.",
    'widget-refused-kept': "Widget {{name}} wurde abgelehnt, und das Paket konnte nicht gelöscht werden. Löschen Sie es in der Liste.",
  },
} satisfies BundlesMessages;
