import type { DashboardMessages } from '../messages.js';

/** 繁體中文. */
export default {
  widget: {
    loading: "正在載入 {{title}}",
    'no-entities': "此小工具的別名沒有符合任何實體。",
    'unknown-alias': "此小工具讀取的實體別名在儀表板中不存在。",
    'no-state-entity': "此小工具顯示儀表板狀態的實體，但尚未選擇任何實體。",
    'function-source': "此主控台尚不計算產生的（函數）資料來源。",
    'no-datasource': "此小工具沒有資料來源。",
    'subscription-failed': "無法載入資料：{{message}}",
    unsupported: "{{type}} 尚無原生檢視。",
    'view-failed': "無法載入此小工具的檢視。",
    'no-target-device': "此小工具沒有目標裝置。",
    untitled: "小工具",
  },
  toolbar: {
    back: "返回上一個狀態",
    states: "儀表板狀態",
  },
  view: {
    'empty-state': "此儀表板狀態沒有小工具。",
    'right-layout': "側面板",
  },
  page: {
    loading: "正在載入儀表板",
    'not-found': "找不到儀表板",
    'not-found-text': "儀表板不存在或已被刪除。",
    forbidden: "您無權開啟此儀表板",
    'forbidden-text': "此儀表板未指派給您。請向其擁有者要求存取權。",
    'load-failed': "無法載入儀表板",
    retry: "重試",
    'back-to-dashboards': "返回儀表板清單",
  },
  embed: {
    'no-dashboard-id': "請設定 dashboard-id 屬性以選擇要顯示的儀表板。",
    'signed-out': "伺服器要求登入：請為元件提供權杖組、權杖提供者或公開 ID。",
    'sign-in-failed': "登入伺服器失敗：{{message}}",
    'load-failed': "伺服器回覆：{{message}}",
    'no-widget-id': "請設定 widget-id 屬性以選擇要顯示的小工具。",
    'widget-not-found': "儀表板中沒有 ID 為 {{widgetId}} 的小工具。",
    'widget-failed': "無法載入小工具",
  },
} satisfies DashboardMessages;
