import type { KitMessages } from '../messages.js';

/** 繁體中文. */
export default {
  action: {
    copy: '複製',
    copied: '已複製',
    close: '關閉',
    cancel: '取消',
    ok: '確定',
  },
  toast: {
    error: '錯誤',
    warn: '警告',
    success: '成功',
    info: '資訊',
  },
  help: {
    help: '說明',
  },
  progress: {
    loading: '載入中',
  },
  shortcuts: {
    title: '鍵盤快速鍵',
    toggle: '顯示或隱藏鍵盤快速鍵',
  },
  home: {
    home: '首頁',
  },
  user: {
    'sys-admin': '系統管理員',
    'tenant-admin': '租戶管理員',
    customer: '客戶',
  },
  'user-menu': {
    open: '帳號選單',
    profile: '個人檔案',
    security: '安全性',
    logout: '登出',
  },
  breadcrumbs: {
    label: '導覽路徑',
  },
  language: {
    language: '語言',
  },
  'password-input': {
    show: '顯示密碼',
    hide: '隱藏密碼',
  },
  markdown: {
    'render-failed': '無法呈現 Markdown。',
    'copy-code': '複製程式碼',
  },
  'phone-input': {
    phone: '電話',
    country: '國家/地區',
    'phone-input-required': '請輸入電話號碼。',
    'phone-input-validation': '請輸入有效的國際電話號碼：加號、國碼與號碼。',
  },
  entity: {
    'no-entities-prompt': '找不到實體',
    'no-entities-matching': '沒有符合「{{entity}}」的實體。',
    'selected-entities': '已選取 {{count}} 項',
  },
  'entity-table': {
    label: '實體',
    search: '搜尋',
    'clear-search': '清除搜尋',
    refresh: '重新整理',
    'rows-per-page': '每頁列數',
    range: '第 {{from}}–{{to}} 項，共 {{total}} 項',
    'first-page': '第一頁',
    'previous-page': '上一頁',
    'next-page': '下一頁',
    'last-page': '最後一頁',
    'select-all': '選取本頁所有列',
    'select-row': '選取 {{name}}',
    'clear-selection': '清除選取',
    'load-failed': '無法載入清單',
    retry: '重試',
    yes: '是',
    no: '否',
    column: {
      'created-time': '建立時間',
      name: '名稱',
      type: '類型',
      label: '標籤',
      customer: '客戶',
      'device-profile': '裝置設定檔',
      public: '公開',
      gateway: '閘道',
      title: '標題',
      email: '電子郵件',
      country: '國家',
      city: '城市',
      'first-name': '名字',
      'last-name': '姓氏',
    },
  },
} satisfies KitMessages;
