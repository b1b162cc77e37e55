import type { ResourcesMessages } from '../messages.js';

/** Français. */
export default {
  type: {
    JS_MODULE: "Module JS",
    LWM2M_MODEL: "Modèle LwM2M",
    PKCS_12: "Magasin de clés PKCS #12",
    JKS: "Magasin de clés JKS",
  },
  column: {
    type: "Type de ressource",
  },
  list: {
    empty: "Aucune ressource pour l’instant",
  },
  add: {
    button: "Ajouter une ressource",
    title: "Ajouter une ressource",
    added: "Ressource « {{title}} » ajoutée.",
    failed: "La ressource n’a pas pu être enregistrée.",
  },
  field: {
    type: "Type de ressource",
    title: "Titre",
    file: "Fichier de la ressource",
    "file-hint": "Les fichiers de type {{type}} se terminent par {{endings}}.",
    "title-from-model": "Un modèle LwM2M est intitulé d’après son nom, son ID d’objet et sa version.",
    key: "Clé de la ressource",
    "file-name": "Nom du fichier",
    "replace-file": "Remplacer le fichier",
  },
  file: {
    required: "Choisissez le fichier de la ressource.",
    empty: "Le fichier est vide.",
    "too-large": "Le fichier dépasse {{max}}.",
    "unknown-type": "Impossible de détecter le type de ce fichier : les fichiers de ressource se terminent par {{endings}}.",
    "wrong-type": "Ce fichier ne correspond pas au type {{type}} : choisissez un fichier se terminant par {{endings}}.",
    "not-lwm2m": "Ce fichier n’est pas un modèle LwM2M : il ne contient aucun élément LWM2M Object.",
  },
  download: {
    action: "Télécharger {{title}}",
  },
  delete: {
    title: "Supprimer la ressource « {{title}} » ?",
    text: "Les profils et widgets qui utilisent la ressource ne la trouveront plus. Cette action est irréversible.",
    deleted: "Ressource « {{title}} » supprimée.",
    "bulk-title": "Supprimer les ressources sélectionnées ({{count}}) ?",
    "bulk-text": "Les profils et widgets qui utilisent ces ressources ne les trouveront plus. Cette action est irréversible.",
    "system-kept": "La ressource système « {{title}} » a été conservée : un locataire ne peut pas supprimer les ressources système.",
  },
  details: {
    section: "Ressource",
    saved: "Ressource enregistrée.",
    "read-only": "Ceci est une ressource système : un locataire peut la consulter et la télécharger, mais pas la modifier.",
    invalid: "Corrigez les champs signalés avant d’enregistrer.",
    "not-found": "Ressource introuvable",
    "not-found-text": "La ressource a peut-être été supprimée, ou l’adresse est erronée.",
    back: "Retour à la bibliothèque de ressources",
  },
} satisfies ResourcesMessages;
