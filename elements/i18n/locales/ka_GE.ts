import type { KitTranslation } from '../messages.js';

/** ქართული. */
export default {
  action: {
    copy: 'კოპირება',
    copied: 'დაკოპირდა',
    close: 'დახურვა',
    cancel: 'გაუქმება',
    ok: 'კარგი',
  },
} satisfies KitTranslation;
