import type { OtaMessages } from '../messages.js';

/** فارسی. */
export default {
  add: {
    button: "افزودن بسته",
    title: "افزودن بسته OTA",
  },
  field: {
    title: "عنوان",
    version: "نسخه",
    type: "نوع",
    "device-profile": "نمایه دستگاه",
    source: "محتوای بسته",
    file: "فایل",
    url: "نشانی URL خارجی",
    "checksum-algorithm": "الگوریتم جمع‌آزما",
    checksum: "جمع‌آزما",
    "checksum-optional": "جمع‌آزما (اختیاری)",
    description: "توضیحات",
  },
  type: {
    FIRMWARE: "فرم‌افزار",
    SOFTWARE: "نرم‌افزار",
  },
  source: {
    file: "بارگذاری فایل",
    url: "استفاده از نشانی URL خارجی",
  },
  file: {
    choose: "انتخاب فایل",
    other: "انتخاب فایل دیگر",
    none: "فایلی انتخاب نشده است",
  },
  form: {
    "profile-required": "یک نمایه دستگاه انتخاب کنید.",
    "file-required": "فایل بسته را انتخاب کنید.",
    "file-empty": "فایل خالی است.",
    "url-invalid": "نشانی‌ای وارد کنید که با http:// یا https:// شروع شود.",
    "checksum-hex": "جمع‌آزما فقط رقم‌های شانزده‌شانزدهی 0–9 و a–f را دارد.",
    "checksum-length": "جمع‌آزمای {{algorithm}} دارای {{length}} رقم شانزده‌شانزدهی است.",
    "checksum-hint-browser": "اگر خالی بماند، کنسول آن را پیش از بارگذاری محاسبه می‌کند و کارساز فایل را با آن می‌سنجد.",
    "checksum-hint-server": "اگر خالی بماند، کارساز آن را از فایل بارگذاری‌شده محاسبه می‌کند.",
    "checksum-hint-url": "دستگاه‌ها می‌توانند فایل بارگیری‌شده را با آن بسنجند.",
  },
  progress: {
    checksum: "در حال محاسبه جمع‌آزما…",
    info: "در حال ذخیره بسته…",
    upload: "در حال بارگذاری {{file}}…",
    removing: "در حال حذف بسته ناقص…",
    percent: "{{percent}}٪",
    bytes: "{{loaded}} از {{total}}",
  },
  save: {
    added: "بسته {{title}} {{version}} افزوده شد.",
    "cancel-upload": "لغو بارگذاری",
    cancelled: "بارگذاری لغو شد. بسته دوباره حذف شد، پس چیزی افزوده نشد.",
    "cancelled-kept": "بارگذاری لغو شد، اما بسته حذف نشد. آن را از فهرست حذف کنید.",
    "upload-failed": "فایل بارگذاری نشد. بسته دوباره حذف شد، پس چیزی افزوده نشد.",
    "upload-failed-kept": "فایل بارگذاری نشد و بسته هم حذف نشد. آن را از فهرست حذف کنید.",
    connection: "دسترسی به کارساز ممکن نیست.",
    status: "کارساز با وضعیت {{status}} پاسخ داد.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "ایجاد شده",
    "file-name": "نام فایل",
    "content-type": "نوع محتوا",
    size: "اندازه",
    "copy-checksum": "رونوشت جمع‌آزما",
    "delete-title": "بسته {{title}} {{version}} حذف شود؟",
    deleted: "بسته {{title}} {{version}} حذف شد.",
  },
} satisfies OtaMessages;
