import type { KitTranslation } from '../messages.js';

/** Deutsch. */
export default {
  action: {
    copy: 'Kopieren',
    copied: 'Kopiert',
    close: 'Schließen',
    cancel: 'Abbrechen',
    ok: 'OK',
  },
} satisfies KitTranslation;
