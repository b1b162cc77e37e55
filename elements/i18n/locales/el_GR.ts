import type { KitTranslation } from '../messages.js';

/** Ελληνικά. */
export default {
  action: {
    copy: 'Αντιγραφή',
    copied: 'Αντιγράφηκε',
    close: 'Κλείσιμο',
    cancel: 'Ακύρωση',
    ok: 'OK',
  },
} satisfies KitTranslation;
