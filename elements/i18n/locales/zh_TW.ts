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
} satisfies KitMessages;
