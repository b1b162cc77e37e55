import type { BundlesMessages } from '../messages.js';

/** Español. */
export default {
  add: {
    button: "Añadir paquete de widgets",
    title: "Añadir paquete de widgets",
    added: "Paquete de widgets {{title}} añadido.",
  },
  edit: {
    action: "Editar",
    title: "Editar paquete de widgets",
    saved: "Paquete de widgets {{title}} guardado.",
  },
  field: {
    title: "Título",
    description: "Descripción",
    image: "Imagen",
  },
  form: {
    'title-required': "El título es obligatorio.",
    'title-max': "El título puede tener como máximo {{max}} caracteres.",
    'description-max': "La descripción puede tener como máximo {{max}} caracteres.",
  },
  delete: {
    title: "¿Eliminar el paquete de widgets {{title}}?",
    deleted: "Paquete de widgets {{title}} eliminado.",
  },
  import: {
    button: "Importar paquete de widgets",
    title: "Importar paquete de widgets",
    hint: "Un paquete de widgets exportado con «Exportar JSON»: el paquete con sus widgets.",
    summary: "{{title}} · widgets: {{count}}",
    imported: "Paquete de widgets {{title}} importado.",
    'not-bundle': "Este JSON no es una exportación de paquete de widgets: necesita un widgetsBundle con título.",
    'bad-widget': "El widget {{index}} no tiene nombre o descriptor.",
    'widget-refused': "Se rechazó el widget {{name}}, así que el paquete no se conservó.",
    'widget-refused-kept': "Se rechazó el widget {{name}} y no se pudo eliminar el paquete. Elimínelo de la lista.",
  },
} satisfies BundlesMessages;
