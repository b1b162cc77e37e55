import type { KitTranslation } from '../messages.js';

/** Español. */
export default {
  action: {
    copy: 'Copiar',
    copied: 'Copiado',
    close: 'Cerrar',
    cancel: 'Cancelar',
    ok: 'Aceptar',
  },
} satisfies KitTranslation;
