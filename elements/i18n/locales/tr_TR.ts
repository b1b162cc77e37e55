import type { KitTranslation } from '../messages.js';

/** Türkçe. */
export default {
  action: {
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    close: 'Kapat',
    cancel: 'İptal',
    ok: 'Tamam',
  },
} satisfies KitTranslation;
