import type { PickersMessages } from '../messages.js';

/** 简体中文. */
export default {
  common: {
    clear: '清除',
    searching: '正在搜索…',
  },
  entity: {
    entity: '实体',
    search: '输入名称进行搜索',
    required: '实体为必填项。',
    'no-entities-found': '未找到实体',
    'no-entities-matching': '没有与 \'{{text}}\' 匹配的实体。',
  },
  'entity-type': {
    TENANT: '租户',
    TENANT_PROFILE: '租户配置',
    CUSTOMER: '客户',
    USER: '用户',
    DASHBOARD: '仪表板',
    ASSET: '资产',
    DEVICE: '设备',
    DEVICE_PROFILE: '设备配置',
    ALARM: '告警',
    RULE_CHAIN: '规则链',
    EDGE: '边缘',
    ENTITY_VIEW: '实体视图',
    WIDGETS_BUNDLE: '部件包',
    OTA_PACKAGE: 'OTA 包',
    QUEUE: '队列',
  },
} satisfies PickersMessages;
