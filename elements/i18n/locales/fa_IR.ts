import type { KitTranslation } from '../messages.js';

/** فارسی. */
export default {
  action: {
    copy: 'کپی',
    copied: 'کپی شد',
    close: 'بستن',
    cancel: 'لغو',
    ok: 'تأیید',
  },
} satisfies KitTranslation;
