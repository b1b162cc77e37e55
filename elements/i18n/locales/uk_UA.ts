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
} satisfies KitMessages;
