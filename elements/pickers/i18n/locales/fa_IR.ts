import type { PickersMessages } from '../messages.js';

/** فارسی. */
export default {
  common: {
    clear: 'پاک کردن',
    searching: 'در حال جستجو…',
  },
  entity: {
    entity: 'موجودیت',
    search: 'برای جستجو بر اساس نام تایپ کنید',
    required: 'موجودیت الزامی است.',
    'no-entities-found': 'هیچ موجودیتی یافت نشد',
    'no-entities-matching': 'هیچ موجودیتی با \'{{text}}\' مطابقت ندارد.',
  },
  'entity-type': {
    TENANT: 'مستأجر',
    TENANT_PROFILE: 'نمایه مستأجر',
    CUSTOMER: 'مشتری',
    USER: 'کاربر',
    DASHBOARD: 'داشبورد',
    ASSET: 'دارایی',
    DEVICE: 'دستگاه',
    DEVICE_PROFILE: 'نمایه دستگاه',
    ALARM: 'هشدار',
    RULE_CHAIN: 'زنجیره قوانین',
    EDGE: 'Edge',
    ENTITY_VIEW: 'نمای موجودیت',
    WIDGETS_BUNDLE: 'بسته ویجت',
    OTA_PACKAGE: 'بسته OTA',
    QUEUE: 'صف',
  },
} satisfies PickersMessages;
