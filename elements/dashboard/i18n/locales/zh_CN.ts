import type { DashboardMessages } from '../messages.js';

/** 简体中文. */
export default {
  widget: {
    loading: "正在加载 {{title}}",
    'no-entities': "此部件的别名没有匹配任何实体。",
    'unknown-alias': "此部件读取的实体别名在仪表板中不存在。",
    'no-state-entity': "此部件显示仪表板状态的实体，但尚未选择任何实体。",
    'function-source': "此控制台尚不计算生成的（函数）数据源。",
    'no-datasource': "此部件没有数据源。",
    'subscription-failed': "无法加载数据：{{message}}",
    unsupported: "{{type}} 暂无原生视图。",
    'view-failed': "无法加载此部件的视图。",
    'no-target-device': "此部件没有目标设备。",
    untitled: "部件",
  },
  toolbar: {
    back: "返回上一个状态",
    states: "仪表板状态",
  },
  view: {
    'empty-state': "此仪表板状态没有部件。",
    'right-layout': "侧面板",
  },
  page: {
    loading: "正在加载仪表板",
    'not-found': "未找到仪表板",
    'not-found-text': "仪表板不存在或已被删除。",
    forbidden: "您无权打开此仪表板",
    'forbidden-text': "此仪表板未分配给您。请向其所有者申请访问权限。",
    'load-failed': "无法加载仪表板",
    retry: "重试",
    'back-to-dashboards': "返回仪表板列表",
  },
  embed: {
    'no-dashboard-id': "请设置 dashboard-id 属性以选择要显示的仪表板。",
    'signed-out': "服务器要求登录：请为元素提供令牌对、令牌提供程序或公开 ID。",
    'sign-in-failed': "登录服务器失败：{{message}}",
    'load-failed': "服务器答复：{{message}}",
    'no-widget-id': "请设置 widget-id 属性以选择要显示的部件。",
    'widget-not-found': "仪表板中没有 ID 为 {{widgetId}} 的部件。",
    'widget-failed': "无法加载部件",
  },
} satisfies DashboardMessages;
