import type { HomeSettingsMessages } from '../messages.js';

/** فارسی. */
export default {
  intro: "داشبوردی را انتخاب کنید که کاربران مستأجر به‌عنوان صفحهٔ خانه می‌بینند.",
  dashboard: "داشبورد خانه",
  "dashboard-hint": "برای نداشتن داشبورد خانه، خالی بگذارید.",
  "hide-toolbar": "پنهان کردن نوار ابزار داشبورد",
  saved: "تنظیمات خانه ذخیره شد.",
  cleared: "تنظیمات خانه ذخیره شد: بدون داشبورد خانه.",
  "load-failed": "بارگیری تنظیمات خانه ممکن نشد.",
} satisfies HomeSettingsMessages;
