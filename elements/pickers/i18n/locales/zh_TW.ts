import type { PickersMessages } from '../messages.js';

/** 繁體中文. */
export default {
  common: {
    clear: '清除',
    searching: '搜尋中…',
  },
  entity: {
    entity: '實體',
    search: '輸入名稱以搜尋',
    required: '實體為必填。',
    'no-entities-found': '找不到實體',
    'no-entities-matching': '沒有符合 \'{{text}}\' 的實體。',
  },
  'entity-type': {
    TENANT: '租戶',
    TENANT_PROFILE: '租戶設定檔',
    CUSTOMER: '客戶',
    USER: '使用者',
    DASHBOARD: '儀表板',
    ASSET: '資產',
    DEVICE: '裝置',
    DEVICE_PROFILE: '裝置設定檔',
    ALARM: '警報',
    RULE_CHAIN: '規則鏈',
    EDGE: '邊緣',
    ENTITY_VIEW: '實體檢視',
    WIDGETS_BUNDLE: '小工具套件',
    OTA_PACKAGE: 'OTA 套件',
    QUEUE: '佇列',
  },
} satisfies PickersMessages;
