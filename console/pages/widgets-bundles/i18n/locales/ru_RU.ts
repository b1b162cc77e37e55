import type { BundlesMessages } from '../messages.js';

/** Русский. */
export default {
  add: {
    button: "Добавить набор виджетов",
    title: "Добавить набор виджетов",
    added: "Набор виджетов {{title}} добавлен.",
  },
  edit: {
    action: "Изменить",
    title: "Изменить набор виджетов",
    saved: "Набор виджетов {{title}} сохранён.",
  },
  field: {
    title: "Название",
    description: "Описание",
    image: "Изображение",
  },
  form: {
    'title-required': "Название обязательно.",
    'title-max': "Название может быть не длиннее {{max}} символов.",
    'description-max': "Описание может быть не длиннее {{max}} символов.",
  },
  delete: {
    title: "Удалить набор виджетов {{title}}?",
    deleted: "Набор виджетов {{title}} удалён.",
  },
  import: {
    button: "Импортировать набор виджетов",
    title: "Импорт набора виджетов",
    hint: "Набор виджетов, экспортированный кнопкой «Экспортировать JSON»: набор с его виджетами.",
    summary: "{{title}} · виджетов: {{count}}",
    imported: "Набор виджетов {{title}} импортирован.",
    'not-bundle': "Этот JSON не является экспортом набора виджетов: нужен widgetsBundle с названием.",
    'bad-widget': "У виджета {{index}} нет имени или дескриптора.",
    'widget-refused': "Виджет {{name}} отклонён, поэтому набор не сохранён.",
    'widget-refused-kept': "Виджет {{name}} отклонён, а набор удалить не удалось. Удалите его из списка.",
  },
} satisfies BundlesMessages;
