import type { PickersMessages } from '../messages.js';

/** Русский. */
export default {
  common: {
    clear: 'Очистить',
    searching: 'Поиск…',
  },
  entity: {
    entity: 'Сущность',
    search: 'Введите имя для поиска',
    required: 'Сущность обязательна.',
    'no-entities-found': 'Сущности не найдены',
    'no-entities-matching': 'Нет сущностей, совпадающих с \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Арендатор',
    TENANT_PROFILE: 'Профиль арендатора',
    CUSTOMER: 'Клиент',
    USER: 'Пользователь',
    DASHBOARD: 'Дашборд',
    ASSET: 'Актив',
    DEVICE: 'Устройство',
    DEVICE_PROFILE: 'Профиль устройства',
    ALARM: 'Оповещение',
    RULE_CHAIN: 'Цепочка правил',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Представление сущности',
    WIDGETS_BUNDLE: 'Набор виджетов',
    OTA_PACKAGE: 'OTA-пакет',
    QUEUE: 'Очередь',
  },
} satisfies PickersMessages;
