import type { KitMessages } from '../messages.js';

/** Русский. */
export default {
  action: {
    copy: 'Копировать',
    copied: 'Скопировано',
    close: 'Закрыть',
    cancel: 'Отмена',
    ok: 'ОК',
  },
  toast: {
    error: 'Ошибка',
    warn: 'Предупреждение',
    success: 'Готово',
    info: 'Информация',
  },
  home: {
    home: 'Главная',
  },
  user: {
    'sys-admin': 'Системный администратор',
    'tenant-admin': 'Администратор арендатора',
    customer: 'Клиент',
  },
  'user-menu': {
    open: 'Меню учётной записи',
    profile: 'Профиль',
    security: 'Безопасность',
    logout: 'Выйти',
  },
  breadcrumbs: {
    label: 'Навигационная цепочка',
  },
  language: {
    language: 'Язык',
  },
  'password-input': {
    show: 'Показать пароль',
    hide: 'Скрыть пароль',
  },
  markdown: {
    'render-failed': 'Не удалось отобразить Markdown.',
    'copy-code': 'Копировать код',
  },
} satisfies KitMessages;
