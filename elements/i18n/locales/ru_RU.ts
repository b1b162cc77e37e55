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
  help: {
    help: 'Справка',
  },
  progress: {
    loading: 'Загрузка',
  },
  shortcuts: {
    title: 'Сочетания клавиш',
    toggle: 'Показать или скрыть сочетания клавиш',
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
  'phone-input': {
    phone: 'Телефон',
    country: 'Страна',
    'phone-input-required': 'Введите номер телефона.',
    'phone-input-validation': 'Введите корректный международный номер: знак плюс, код страны и номер.',
  },
} satisfies KitMessages;
