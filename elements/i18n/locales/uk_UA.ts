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
} satisfies KitMessages;
