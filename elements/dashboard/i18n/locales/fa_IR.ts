import type { DashboardMessages } from '../messages.js';

/** فارسی. */
export default {
  widget: {
    loading: "در حال بارگذاری {{title}}",
    'no-entities': "نام مستعار این ویجت با هیچ موجودیتی مطابقت ندارد.",
    'unknown-alias': "این ویجت یک نام مستعار موجودیت را می‌خواند که داشبورد آن را ندارد.",
    'no-state-entity': "این ویجت موجودیت وضعیت داشبورد را نشان می‌دهد و هیچ موجودیتی انتخاب نشده است.",
    'function-source': "منابع داده تولیدی (تابعی) هنوز در این کنسول محاسبه نمی‌شوند.",
    'no-datasource': "این ویجت منبع داده ندارد.",
    'subscription-failed': "بارگذاری داده‌ها ممکن نشد: {{message}}",
    unsupported: "هنوز نمای بومی برای {{type}} وجود ندارد.",
    'view-failed': "نمای این ویجت بارگذاری نشد.",
    'no-target-device': "این ویجت دستگاه هدف ندارد.",
    untitled: "ویجت",
  },
  toolbar: {
    back: "بازگشت به وضعیت قبلی",
    states: "وضعیت‌های داشبورد",
  },
  view: {
    'empty-state': "این وضعیت داشبورد هیچ ویجتی ندارد.",
    'right-layout': "پنل کناری",
  },
  page: {
    loading: "در حال بارگذاری داشبورد",
    'not-found': "داشبورد پیدا نشد",
    'not-found-text': "داشبورد وجود ندارد یا حذف شده است.",
    forbidden: "شما اجازه باز کردن این داشبورد را ندارید",
    'forbidden-text': "این داشبورد به شما اختصاص داده نشده است. از مالک آن دسترسی بخواهید.",
    'load-failed': "داشبورد بارگذاری نشد",
    retry: "تلاش دوباره",
    'back-to-dashboards': "بازگشت به داشبوردها",
  },
  embed: {
    'no-dashboard-id': "برای انتخاب داشبوردی که نمایش داده می‌شود، ویژگی dashboard-id را تنظیم کنید.",
    'signed-out': "سرور ورود را می‌خواهد: به عنصر یک جفت توکن، یک فراهم‌کنندهٔ توکن یا یک شناسهٔ عمومی بدهید.",
    'sign-in-failed': "ورود به سرور ناموفق بود: {{message}}",
    'load-failed': "پاسخ سرور: {{message}}",
    'no-widget-id': "برای انتخاب ویجتی که نمایش داده می‌شود، ویژگی widget-id را تنظیم کنید.",
    'widget-not-found': "داشبورد ویجتی با شناسهٔ {{widgetId}} ندارد.",
    'widget-failed': "ویجت بارگیری نشد",
  },
} satisfies DashboardMessages;
