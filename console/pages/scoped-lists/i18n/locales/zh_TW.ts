import type { ScopedMessages } from '../messages.js';

/** 繁體中文. */
export default {
  heading: '{{name}}：{{list}}',
  empty: {
    ASSET: '尚未指派任何資產給 {{name}}。',
    DEVICE: '尚未指派任何裝置給 {{name}}。',
    ENTITY_VIEW: '尚未指派任何實體檢視給 {{name}}。',
    DASHBOARD: '尚未指派任何儀表板給 {{name}}。',
    EDGE: '尚未指派任何 Edge 執行個體給 {{name}}。',
  },
  links: {
    customer: '使用者與實體',
    edge: '已指派的實體',
  },
  assign: {
    'to-edge': '指派給 Edge',
    'title-ASSET': '將資產指派給 {{name}}',
    'title-DEVICE': '將裝置指派給 {{name}}',
    'title-ENTITY_VIEW': '將實體檢視指派給 {{name}}',
    'title-DASHBOARD': '將儀表板指派給 {{name}}',
    'title-EDGE': '將 Edge 執行個體指派給 {{name}}',
    'hint-customer': '只會提供尚未指派給任何客戶的項目。若要從其他客戶移轉，請先在該處取消指派。',
    'hint-customer-dashboard': '已指派給此客戶的儀表板不會提供。',
    'hint-edge': '已指派給此 Edge 的項目不會提供。',
    assign: '指派',
    assigned: '已指派給 {{name}}。',
  },
  unassign: {
    'from-edge': '取消指派 Edge',
    unassigned: '已取消指派給 {{name}}。',
  },
} satisfies ScopedMessages;
