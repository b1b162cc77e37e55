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
} satisfies KitMessages;
