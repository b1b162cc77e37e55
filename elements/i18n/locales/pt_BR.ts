import type { KitTranslation } from '../messages.js';

/** Português (Brasil). */
export default {
  action: {
    copy: 'Copiar',
    copied: 'Copiado',
    close: 'Fechar',
    cancel: 'Cancelar',
    ok: 'OK',
  },
} satisfies KitTranslation;
