import type { HomeSettingsMessages } from '../messages.js';

/** 繁體中文. */
export default {
  intro: "選擇作為租戶使用者首頁顯示的儀表板。",
  dashboard: "首頁儀表板",
  "dashboard-hint": "留空即不設首頁儀表板。",
  "hide-toolbar": "隱藏儀表板工具列",
  saved: "首頁設定已儲存。",
  cleared: "首頁設定已儲存:無首頁儀表板。",
  "load-failed": "無法載入首頁設定。",
} satisfies HomeSettingsMessages;
