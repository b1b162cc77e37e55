import type { KitTranslation } from '../messages.js';

/** Русский. */
export default {
  action: {
    copy: 'Копировать',
    copied: 'Скопировано',
    close: 'Закрыть',
    cancel: 'Отмена',
    ok: 'ОК',
  },
} satisfies KitTranslation;
