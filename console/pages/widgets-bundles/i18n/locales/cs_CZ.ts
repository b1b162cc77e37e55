import type { BundlesMessages } from '../messages.js';

/** Čeština. */
export default {
  add: {
    button: "Přidat balíček widgetů",
    title: "Přidat balíček widgetů",
    added: "Balíček widgetů {{title}} byl přidán.",
  },
  edit: {
    action: "Upravit",
    title: "Upravit balíček widgetů",
    saved: "Balíček widgetů {{title}} byl uložen.",
  },
  field: {
    title: "Název",
    description: "Popis",
    image: "Obrázek",
  },
  form: {
    'title-required': "Název je povinný.",
    'title-max': "Název může mít nejvýše {{max}} znaků.",
    'description-max': "Popis může mít nejvýše {{max}} znaků.",
  },
  delete: {
    title: "Smazat balíček widgetů {{title}}?",
    deleted: "Balíček widgetů {{title}} byl smazán.",
  },
  import: {
    button: "Importovat balíček widgetů",
    title: "Importovat balíček widgetů",
    hint: "Balíček widgetů exportovaný pomocí Exportovat JSON: balíček s jeho widgety.",
    summary: "{{title}} · widgety: {{count}}",
    imported: "Balíček widgetů {{title}} byl importován.",
    'not-bundle': "Tento JSON není export balíčku widgetů: potřebuje widgetsBundle s názvem.",
    'bad-widget': "Widget {{index}} nemá název nebo popisovač (descriptor).",
    'widget-refused': "Widget {{name}} byl odmítnut, proto balíček nebyl zachován.",
    'widget-refused-kept': "Widget {{name}} byl odmítnut a balíček se nepodařilo smazat. Smažte ho ze seznamu.",
  },
} satisfies BundlesMessages;
