import type { KitMessages } from '../messages.js';

/** فارسی. */
export default {
  action: {
    copy: 'کپی',
    copied: 'کپی شد',
    close: 'بستن',
    cancel: 'لغو',
    ok: 'تأیید',
  },
  toast: {
    error: 'خطا',
    warn: 'هشدار',
    success: 'موفق',
    info: 'اطلاعات',
  },
  help: {
    help: 'راهنما',
  },
  progress: {
    loading: 'در حال بارگذاری',
  },
  shortcuts: {
    title: 'میان‌برهای صفحه‌کلید',
    toggle: 'نمایش یا پنهان کردن میان‌برهای صفحه‌کلید',
  },
  home: {
    home: 'خانه',
  },
  user: {
    'sys-admin': 'مدیر سیستم',
    'tenant-admin': 'مدیر مستأجر',
    customer: 'مشتری',
  },
  'user-menu': {
    open: 'منوی حساب',
    profile: 'نمایه',
    security: 'امنیت',
    logout: 'خروج',
  },
  breadcrumbs: {
    label: 'مسیر پیمایش',
  },
  language: {
    language: 'زبان',
  },
  'password-input': {
    show: 'نمایش گذرواژه',
    hide: 'پنهان کردن گذرواژه',
  },
  markdown: {
    'render-failed': 'نمایش Markdown ممکن نشد.',
    'copy-code': 'کپی کد',
  },
  'phone-input': {
    phone: 'تلفن',
    country: 'کشور',
    'phone-input-required': 'وارد کردن شمارهٔ تلفن الزامی است.',
    'phone-input-validation': 'یک شمارهٔ بین‌المللی معتبر وارد کنید: علامت به‌علاوه، کد کشور و شماره.',
  },
  entity: {
    'no-entities-prompt': 'هیچ موجودیتی یافت نشد',
    'no-entities-matching': 'هیچ موجودیتی با «{{entity}}» مطابقت ندارد.',
    'selected-entities': '{{count}} مورد انتخاب شد',
  },
  'entity-table': {
    label: 'موجودیت‌ها',
    search: 'جستجو',
    'clear-search': 'پاک کردن جستجو',
    refresh: 'بازخوانی',
    'rows-per-page': 'ردیف در هر صفحه',
    range: '{{from}}–{{to}} از {{total}}',
    'first-page': 'صفحهٔ نخست',
    'previous-page': 'صفحهٔ قبل',
    'next-page': 'صفحهٔ بعد',
    'last-page': 'صفحهٔ آخر',
    'select-all': 'انتخاب همهٔ ردیف‌های این صفحه',
    'select-row': 'انتخاب {{name}}',
    'clear-selection': 'لغو انتخاب',
    'load-failed': 'فهرست بارگیری نشد',
    retry: 'تلاش دوباره',
    yes: 'بله',
    no: 'خیر',
    column: {
      'created-time': 'زمان ایجاد',
      name: 'نام',
      type: 'نوع',
      label: 'برچسب',
      customer: 'مشتری',
      'device-profile': 'نمایهٔ دستگاه',
      public: 'عمومی',
      gateway: 'درگاه',
      title: 'عنوان',
      email: 'ایمیل',
      country: 'کشور',
      city: 'شهر',
      'first-name': 'نام',
      'last-name': 'نام خانوادگی',
    },
  },
} satisfies KitMessages;
