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
  entity: {
    'no-entities-prompt': 'Объекты не найдены',
    'no-entities-matching': 'Нет объектов, соответствующих «{{entity}}».',
    'selected-entities': 'Выбрано: {{count}}',
  },
  'entity-table': {
    label: 'Объекты',
    search: 'Поиск',
    'clear-search': 'Очистить поиск',
    refresh: 'Обновить',
    'rows-per-page': 'Строк на странице',
    range: '{{from}}–{{to}} из {{total}}',
    'first-page': 'Первая страница',
    'previous-page': 'Предыдущая страница',
    'next-page': 'Следующая страница',
    'last-page': 'Последняя страница',
    'select-all': 'Выбрать все строки на этой странице',
    'select-row': 'Выбрать {{name}}',
    'clear-selection': 'Снять выделение',
    'load-failed': 'Не удалось загрузить список',
    retry: 'Повторить',
    yes: 'Да',
    no: 'Нет',
    column: {
      'created-time': 'Время создания',
      name: 'Имя',
      type: 'Тип',
      label: 'Метка',
      customer: 'Клиент',
      'device-profile': 'Профиль устройства',
      public: 'Публичный',
      gateway: 'Шлюз',
      title: 'Название',
      email: 'Эл. почта',
      country: 'Страна',
      city: 'Город',
      'first-name': 'Имя',
      'last-name': 'Фамилия',
    },
  },
} satisfies KitMessages;
