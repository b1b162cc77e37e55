import type { KitTranslation } from '../messages.js';

/** Čeština. */
export default {
  action: {
    copy: 'Kopírovat',
    copied: 'Zkopírováno',
    close: 'Zavřít',
    cancel: 'Zrušit',
    ok: 'OK',
  },
} satisfies KitTranslation;
