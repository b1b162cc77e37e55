import type { KitTranslation } from '../messages.js';

/** 日本語. */
export default {
  action: {
    copy: 'コピー',
    copied: 'コピーしました',
    close: '閉じる',
    cancel: 'キャンセル',
    ok: 'OK',
  },
} satisfies KitTranslation;
