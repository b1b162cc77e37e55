import type { KitMessages } from '../messages.js';

/** Українська. */
export default {
  action: {
    copy: 'Копіювати',
    copied: 'Скопійовано',
    close: 'Закрити',
    cancel: 'Скасувати',
    ok: 'OK',
  },
  toast: {
    error: 'Помилка',
    warn: 'Попередження',
    success: 'Готово',
    info: 'Інформація',
  },
  help: {
    help: 'Довідка',
  },
  progress: {
    loading: 'Завантаження',
  },
  shortcuts: {
    title: 'Комбінації клавіш',
    toggle: 'Показати або приховати комбінації клавіш',
  },
  home: {
    home: 'Головна',
  },
  user: {
    'sys-admin': 'Системний адміністратор',
    'tenant-admin': 'Адміністратор орендаря',
    customer: 'Клієнт',
  },
  'user-menu': {
    open: 'Меню облікового запису',
    profile: 'Профіль',
    security: 'Безпека',
    logout: 'Вийти',
  },
  breadcrumbs: {
    label: 'Навігаційний ланцюжок',
  },
  language: {
    language: 'Мова',
  },
  'password-input': {
    show: 'Показати пароль',
    hide: 'Приховати пароль',
  },
  markdown: {
    'render-failed': 'Не вдалося відобразити Markdown.',
    'copy-code': 'Копіювати код',
  },
  'phone-input': {
    phone: 'Телефон',
    country: 'Країна',
    'phone-input-required': 'Введіть номер телефону.',
    'phone-input-validation': 'Введіть дійсний міжнародний номер: знак плюс, код країни та номер.',
  },
  entity: {
    'no-entities-prompt': 'Об\'єктів не знайдено',
    'no-entities-matching': 'Немає об\'єктів, що відповідають «{{entity}}».',
    'selected-entities': 'Вибрано: {{count}}',
  },
  'entity-table': {
    label: 'Об\'єкти',
    search: 'Пошук',
    'clear-search': 'Очистити пошук',
    refresh: 'Оновити',
    'rows-per-page': 'Рядків на сторінці',
    range: '{{from}}–{{to}} з {{total}}',
    'first-page': 'Перша сторінка',
    'previous-page': 'Попередня сторінка',
    'next-page': 'Наступна сторінка',
    'last-page': 'Остання сторінка',
    'select-all': 'Вибрати всі рядки на цій сторінці',
    'select-row': 'Вибрати {{name}}',
    'clear-selection': 'Скасувати вибір',
    'load-failed': 'Не вдалося завантажити список',
    retry: 'Повторити',
    yes: 'Так',
    no: 'Ні',
    column: {
      'created-time': 'Час створення',
      name: 'Ім\'я',
      type: 'Тип',
      label: 'Мітка',
      customer: 'Клієнт',
      'device-profile': 'Профіль пристрою',
      public: 'Публічний',
      gateway: 'Шлюз',
      title: 'Назва',
      email: 'Ел. пошта',
      country: 'Країна',
      city: 'Місто',
      'first-name': 'Ім\'я',
      'last-name': 'Прізвище',
    },
  },
} satisfies KitMessages;
