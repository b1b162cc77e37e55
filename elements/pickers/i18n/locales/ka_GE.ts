import type { PickersMessages } from '../messages.js';

/** ქართული. */
export default {
  common: {
    clear: 'გასუფთავება',
    searching: 'ძიება…',
  },
  entity: {
    entity: 'ობიექტი',
    search: 'აკრიფეთ სახელით საძიებლად',
    required: 'ობიექტი სავალდებულოა.',
    'no-entities-found': 'ობიექტები ვერ მოიძებნა',
    'no-entities-matching': '\'{{text}}\'-ს არცერთი ობიექტი არ ემთხვევა.',
  },
  'entity-type': {
    TENANT: 'ტენანტი',
    TENANT_PROFILE: 'ტენანტის პროფილი',
    CUSTOMER: 'კლიენტი',
    USER: 'მომხმარებელი',
    DASHBOARD: 'დაფა',
    ASSET: 'აქტივი',
    DEVICE: 'მოწყობილობა',
    DEVICE_PROFILE: 'მოწყობილობის პროფილი',
    ALARM: 'განგაში',
    RULE_CHAIN: 'წესების ჯაჭვი',
    EDGE: 'Edge',
    ENTITY_VIEW: 'ობიექტის ხედი',
    WIDGETS_BUNDLE: 'ვიჯეტების ნაკრები',
    OTA_PACKAGE: 'OTA პაკეტი',
    QUEUE: 'რიგი',
  },
} satisfies PickersMessages;
