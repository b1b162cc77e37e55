import type { KitTranslation } from '../messages.js';

/** 繁體中文. */
export default {
  action: {
    copy: '複製',
    copied: '已複製',
    close: '關閉',
    cancel: '取消',
    ok: '確定',
  },
} satisfies KitTranslation;
