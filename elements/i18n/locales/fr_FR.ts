import type { KitTranslation } from '../messages.js';

/** Français. */
export default {
  action: {
    copy: 'Copier',
    copied: 'Copié',
    close: 'Fermer',
    cancel: 'Annuler',
    ok: 'OK',
  },
} satisfies KitTranslation;
