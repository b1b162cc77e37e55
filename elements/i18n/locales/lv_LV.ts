import type { KitTranslation } from '../messages.js';

/** Latviešu. */
export default {
  action: {
    copy: 'Kopēt',
    copied: 'Nokopēts',
    close: 'Aizvērt',
    cancel: 'Atcelt',
    ok: 'Labi',
  },
} satisfies KitTranslation;
