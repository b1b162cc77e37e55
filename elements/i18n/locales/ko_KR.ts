import type { KitTranslation } from '../messages.js';

/** 한국어. */
export default {
  action: {
    copy: '복사',
    copied: '복사됨',
    close: '닫기',
    cancel: '취소',
    ok: '확인',
  },
} satisfies KitTranslation;
