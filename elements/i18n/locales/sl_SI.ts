import type { KitTranslation } from '../messages.js';

/** Slovenščina. */
export default {
  action: {
    copy: 'Kopiraj',
    copied: 'Kopirano',
    close: 'Zapri',
    cancel: 'Prekliči',
    ok: 'V redu',
  },
} satisfies KitTranslation;
