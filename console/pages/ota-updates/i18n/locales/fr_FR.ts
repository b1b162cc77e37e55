import type { OtaMessages } from '../messages.js';

/** Français. */
export default {
  add: {
    button: "Ajouter un paquet",
    title: "Ajouter un paquet OTA",
  },
  field: {
    title: "Titre",
    version: "Version",
    type: "Type",
    "device-profile": "Profil d'appareil",
    source: "Contenu du paquet",
    file: "Fichier",
    url: "URL externe",
    "checksum-algorithm": "Algorithme de somme de contrôle",
    checksum: "Somme de contrôle",
    "checksum-optional": "Somme de contrôle (facultative)",
    description: "Description",
  },
  type: {
    FIRMWARE: "Micrologiciel",
    SOFTWARE: "Logiciel",
  },
  source: {
    file: "Téléverser un fichier",
    url: "Utiliser une URL externe",
  },
  file: {
    choose: "Choisir un fichier",
    other: "Choisir un autre fichier",
    none: "Aucun fichier choisi",
  },
  form: {
    "profile-required": "Choisissez un profil d'appareil.",
    "file-required": "Choisissez le fichier du paquet.",
    "file-empty": "Le fichier est vide.",
    "url-invalid": "Saisissez une adresse commençant par http:// ou https://.",
    "checksum-hex": "Une somme de contrôle ne contient que les chiffres hexadécimaux 0–9 et a–f.",
    "checksum-length": "Une somme de contrôle {{algorithm}} compte {{length}} chiffres hexadécimaux.",
    "checksum-hint-browser": "Laissée vide, la console la calcule avant le téléversement et le serveur vérifie le fichier avec elle.",
    "checksum-hint-server": "Laissée vide, le serveur la calcule à partir du fichier téléversé.",
    "checksum-hint-url": "Les appareils peuvent vérifier le fichier téléchargé avec elle.",
  },
  progress: {
    checksum: "Calcul de la somme de contrôle…",
    info: "Enregistrement du paquet…",
    upload: "Téléversement de {{file}}…",
    removing: "Suppression du paquet incomplet…",
    percent: "{{percent}} %",
    bytes: "{{loaded}} sur {{total}}",
  },
  save: {
    added: "Paquet {{title}} {{version}} ajouté.",
    "cancel-upload": "Annuler le téléversement",
    cancelled: "Téléversement annulé. Le paquet a été supprimé, rien n'a donc été ajouté.",
    "cancelled-kept": "Téléversement annulé, mais le paquet n'a pas pu être supprimé. Supprimez-le depuis la liste.",
    "upload-failed": "Le fichier n'a pas pu être téléversé. Le paquet a été supprimé, rien n'a donc été ajouté.",
    "upload-failed-kept": "Le fichier n'a pas pu être téléversé et le paquet n'a pas pu être supprimé. Supprimez-le depuis la liste.",
    connection: "Le serveur est injoignable.",
    status: "Le serveur a répondu avec le statut {{status}}.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Créé le",
    "file-name": "Nom du fichier",
    "content-type": "Type de contenu",
    size: "Taille",
    "copy-checksum": "Copier la somme de contrôle",
    "delete-title": "Supprimer le paquet {{title}} {{version}} ?",
    deleted: "Paquet {{title}} {{version}} supprimé.",
  },
} satisfies OtaMessages;
