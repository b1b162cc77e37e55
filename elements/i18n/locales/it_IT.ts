import type { KitTranslation } from '../messages.js';

/** Italiano. */
export default {
  action: {
    copy: 'Copia',
    copied: 'Copiato',
    close: 'Chiudi',
    cancel: 'Annulla',
    ok: 'OK',
  },
} satisfies KitTranslation;
