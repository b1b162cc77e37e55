import type { PickersMessages } from '../messages.js';

/** Українська. */
export default {
  common: {
    clear: 'Очистити',
    searching: 'Пошук…',
  },
  entity: {
    entity: 'Сутність',
    search: 'Введіть назву для пошуку',
    required: 'Сутність обов\'язкова.',
    'no-entities-found': 'Сутностей не знайдено',
    'no-entities-matching': 'Немає сутностей, що відповідають \'{{text}}\'.',
  },
  'entity-type': {
    TENANT: 'Орендар',
    TENANT_PROFILE: 'Профіль орендаря',
    CUSTOMER: 'Клієнт',
    USER: 'Користувач',
    DASHBOARD: 'Дашборд',
    ASSET: 'Актив',
    DEVICE: 'Пристрій',
    DEVICE_PROFILE: 'Профіль пристрою',
    ALARM: 'Тривога',
    RULE_CHAIN: 'Ланцюжок правил',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Представлення сутності',
    WIDGETS_BUNDLE: 'Набір віджетів',
    OTA_PACKAGE: 'OTA-пакет',
    QUEUE: 'Черга',
  },
} satisfies PickersMessages;
