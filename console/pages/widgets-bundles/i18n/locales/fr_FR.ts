import type { BundlesMessages } from '../messages.js';

/** Français. */
export default {
  add: {
    button: "Ajouter un ensemble de widgets",
    title: "Ajouter un ensemble de widgets",
    added: "Ensemble de widgets {{title}} ajouté.",
  },
  edit: {
    action: "Modifier",
    title: "Modifier l’ensemble de widgets",
    saved: "Ensemble de widgets {{title}} enregistré.",
  },
  field: {
    title: "Titre",
    description: "Description",
    image: "Image",
  },
  form: {
    'title-required': "Le titre est obligatoire.",
    'title-max': "Le titre peut comporter au plus {{max}} caractères.",
    'description-max': "La description peut comporter au plus {{max}} caractères.",
  },
  delete: {
    title: "Supprimer l’ensemble de widgets {{title}} ?",
    deleted: "Ensemble de widgets {{title}} supprimé.",
  },
  import: {
    button: "Importer un ensemble de widgets",
    title: "Importer un ensemble de widgets",
    hint: "Un ensemble de widgets exporté avec « Exporter en JSON » : l’ensemble avec ses widgets.",
    summary: "{{title}} · widgets : {{count}}",
    imported: "Ensemble de widgets {{title}} importé.",
    'not-bundle': "Ce JSON n’est pas un export d’ensemble de widgets : il lui faut un widgetsBundle avec un titre.",
    'bad-widget': "Le widget {{index}} n’a pas de nom ou pas de descripteur.",
    'widget-refused': "Le widget {{name}} a été refusé : l’ensemble n’a donc pas été conservé.",
    'widget-refused-kept': "Le widget {{name}} a été refusé, et l’ensemble n’a pas pu être supprimé. Supprimez-le dans la liste.",
  },
} satisfies BundlesMessages;
