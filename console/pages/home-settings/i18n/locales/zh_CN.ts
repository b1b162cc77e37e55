import type { HomeSettingsMessages } from '../messages.js';

/** 简体中文. */
export default {
  intro: "选择作为租户用户主页显示的仪表板。",
  dashboard: "主页仪表板",
  "dashboard-hint": "留空则不设主页仪表板。",
  "hide-toolbar": "隐藏仪表板工具栏",
  saved: "主页设置已保存。",
  cleared: "主页设置已保存:无主页仪表板。",
  "load-failed": "无法加载主页设置。",
} satisfies HomeSettingsMessages;
