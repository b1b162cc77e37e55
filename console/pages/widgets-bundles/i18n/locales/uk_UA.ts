import type { BundlesMessages } from '../messages.js';

/** Українська. */
export default {
  add: {
    button: "Додати набір віджетів",
    title: "Додати набір віджетів",
    added: "Набір віджетів {{title}} додано.",
  },
  edit: {
    action: "Змінити",
    title: "Змінити набір віджетів",
    saved: "Набір віджетів {{title}} збережено.",
  },
  field: {
    title: "Назва",
    description: "Опис",
    image: "Зображення",
  },
  form: {
    'title-required': "Назва обов’язкова.",
    'title-max': "Назва може містити щонайбільше {{max}} символів.",
    'description-max': "Опис може містити щонайбільше {{max}} символів.",
  },
  delete: {
    title: "Видалити набір віджетів {{title}}?",
    deleted: "Набір віджетів {{title}} видалено.",
  },
  import: {
    button: "Імпортувати набір віджетів",
    title: "Імпорт набору віджетів",
    hint: "Набір віджетів, експортований кнопкою «Експортувати JSON»: набір із його віджетами.",
    summary: "{{title}} · віджетів: {{count}}",
    imported: "Набір віджетів {{title}} імпортовано.",
    'not-bundle': "Цей JSON не є експортом набору віджетів: потрібен widgetsBundle з назвою.",
    'bad-widget': "Віджет {{index}} не має назви або дескриптора.",
    'widget-refused': "Віджет {{name}} відхилено, тому набір не збережено.",
    'widget-refused-kept': "Віджет {{name}} відхилено, а набір не вдалося видалити. Видаліть його зі списку.",
  },
} satisfies BundlesMessages;
