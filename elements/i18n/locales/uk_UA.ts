import type { KitTranslation } from '../messages.js';

/** Українська. */
export default {
  action: {
    copy: 'Копіювати',
    copied: 'Скопійовано',
    close: 'Закрити',
    cancel: 'Скасувати',
    ok: 'Гаразд',
  },
} satisfies KitTranslation;
