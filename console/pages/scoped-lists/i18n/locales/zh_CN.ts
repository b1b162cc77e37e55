import type { ScopedMessages } from '../messages.js';

/** 简体中文. */
export default {
  heading: '{{name}}：{{list}}',
  empty: {
    ASSET: '尚未向 {{name}} 分配任何资产。',
    DEVICE: '尚未向 {{name}} 分配任何设备。',
    ENTITY_VIEW: '尚未向 {{name}} 分配任何实体视图。',
    DASHBOARD: '尚未向 {{name}} 分配任何仪表板。',
    EDGE: '尚未向 {{name}} 分配任何 Edge 实例。',
  },
  links: {
    customer: '用户和实体',
    edge: '已分配的实体',
  },
  assign: {
    'to-edge': '分配给 Edge',
    'title-ASSET': '将资产分配给 {{name}}',
    'title-DEVICE': '将设备分配给 {{name}}',
    'title-ENTITY_VIEW': '将实体视图分配给 {{name}}',
    'title-DASHBOARD': '将仪表板分配给 {{name}}',
    'title-EDGE': '将 Edge 实例分配给 {{name}}',
    'hint-customer': '仅提供未分配给任何客户的项。要从其他客户转移某项，请先在那里取消分配。',
    'hint-customer-dashboard': '已分配给此客户的仪表板不会提供。',
    'hint-edge': '已分配给此 Edge 的项不会提供。',
    assign: '分配',
    assigned: '已分配给 {{name}}。',
  },
  unassign: {
    'from-edge': '取消分配 Edge',
    unassigned: '已取消分配给 {{name}}。',
  },
} satisfies ScopedMessages;
