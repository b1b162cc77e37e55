import type { KitMessages } from '../messages.js';

/** Français. */
export default {
  action: {
    copy: 'Copier',
    copied: 'Copié',
    close: 'Fermer',
    cancel: 'Annuler',
    ok: 'OK',
  },
  toast: {
    error: 'Erreur',
    warn: 'Avertissement',
    success: 'Succès',
    info: 'Information',
  },
  help: {
    help: 'Aide',
  },
  progress: {
    loading: 'Chargement',
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    toggle: 'Afficher ou masquer les raccourcis clavier',
  },
  home: {
    home: 'Accueil',
  },
  user: {
    'sys-admin': 'Administrateur système',
    'tenant-admin': 'Administrateur du locataire',
    customer: 'Client',
  },
  'user-menu': {
    open: 'Menu du compte',
    profile: 'Profil',
    security: 'Sécurité',
    logout: 'Se déconnecter',
  },
  breadcrumbs: {
    label: "Fil d'Ariane",
  },
  language: {
    language: 'Langue',
  },
  'password-input': {
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
  },
  markdown: {
    'render-failed': "Impossible d'afficher le Markdown.",
    'copy-code': 'Copier le code',
  },
  'phone-input': {
    phone: 'Téléphone',
    country: 'Pays',
    'phone-input-required': 'Le numéro de téléphone est obligatoire.',
    'phone-input-validation': "Saisissez un numéro international valide : le signe plus, l'indicatif du pays et le numéro.",
  },
  entity: {
    'no-entities-prompt': 'Aucune entité trouvée',
    'no-entities-matching': 'Aucune entité ne correspond à « {{entity}} ».',
    'selected-entities': '{{count}} sélectionné(s)',
  },
  'entity-table': {
    label: 'Entités',
    search: 'Rechercher',
    'clear-search': 'Effacer la recherche',
    refresh: 'Actualiser',
    'rows-per-page': 'Lignes par page',
    range: '{{from}}–{{to}} sur {{total}}',
    'first-page': 'Première page',
    'previous-page': 'Page précédente',
    'next-page': 'Page suivante',
    'last-page': 'Dernière page',
    'select-all': 'Sélectionner toutes les lignes de cette page',
    'select-row': 'Sélectionner {{name}}',
    'clear-selection': 'Effacer la sélection',
    'load-failed': 'Impossible de charger la liste',
    retry: 'Réessayer',
    yes: 'Oui',
    no: 'Non',
    column: {
      'created-time': 'Date de création',
      name: 'Nom',
      type: 'Type',
      label: 'Libellé',
      customer: 'Client',
      'device-profile': 'Profil d\'appareil',
      public: 'Public',
      gateway: 'Passerelle',
      title: 'Titre',
      email: 'E-mail',
      country: 'Pays',
      city: 'Ville',
      'first-name': 'Prénom',
      'last-name': 'Nom',
    },
  },
} satisfies KitMessages;
