import type { KitTranslation } from '../messages.js';

/** 简体中文. */
export default {
  action: {
    copy: '复制',
    copied: '已复制',
    close: '关闭',
    cancel: '取消',
    ok: '确定',
  },
} satisfies KitTranslation;
