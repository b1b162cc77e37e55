import type { BundlesMessages } from '../messages.js';

/** فارسی. */
export default {
  add: {
    button: "افزودن بستهٔ ویجت",
    title: "افزودن بستهٔ ویجت",
    added: "بستهٔ ویجت {{title}} افزوده شد.",
  },
  edit: {
    action: "ویرایش",
    title: "ویرایش بستهٔ ویجت",
    saved: "بستهٔ ویجت {{title}} ذخیره شد.",
  },
  field: {
    title: "عنوان",
    description: "توضیحات",
    image: "تصویر",
  },
  form: {
    'title-required': "عنوان الزامی است.",
    'title-max': "عنوان حداکثر می‌تواند {{max}} نویسه باشد.",
    'description-max': "توضیحات حداکثر می‌تواند {{max}} نویسه باشد.",
  },
  delete: {
    title: "بستهٔ ویجت {{title}} حذف شود؟",
    deleted: "بستهٔ ویجت {{title}} حذف شد.",
  },
  import: {
    button: "ورود بستهٔ ویجت",
    title: "ورود بستهٔ ویجت",
    hint: "بستهٔ ویجتی که با «خروجی JSON» ذخیره شده است: بسته با ویجت‌هایش.",
    summary: "{{title}} · ویجت‌ها: {{count}}",
    imported: "بستهٔ ویجت {{title}} وارد شد.",
    'not-bundle': "این JSON خروجی بستهٔ ویجت نیست: به یک widgetsBundle با عنوان نیاز دارد.",
    'bad-widget': "ویجت {{index}} نام یا توصیف‌گر (descriptor) ندارد.",
    'widget-refused': "ویجت {{name}} پذیرفته نشد، بنابراین بسته نگه داشته نشد.",
    'widget-refused-kept': "ویجت {{name}} پذیرفته نشد و بسته حذف نشد. آن را از فهرست حذف کنید.",
  },
} satisfies BundlesMessages;
