import type { KitMessages } from '../messages.js';

/** Latviešu. */
export default {
  action: {
    copy: 'Kopēt',
    copied: 'Nokopēts',
    close: 'Aizvērt',
    cancel: 'Atcelt',
    ok: 'Labi',
  },
} satisfies KitMessages;
