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
} satisfies KitMessages;
