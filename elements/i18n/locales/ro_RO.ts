import type { KitTranslation } from '../messages.js';

/** Română. */
export default {
  action: {
    copy: 'Copiază',
    copied: 'Copiat',
    close: 'Închide',
    cancel: 'Anulează',
    ok: 'OK',
  },
} satisfies KitTranslation;
