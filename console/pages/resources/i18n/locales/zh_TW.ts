import type { ResourcesMessages } from '../messages.js';

/** 繁體中文. */
export default {
  type: {
    JS_MODULE: "JS 模組",
    LWM2M_MODEL: "LwM2M 模型",
    PKCS_12: "PKCS #12 金鑰庫",
    JKS: "JKS 金鑰庫",
  },
  column: {
    type: "資源類型",
  },
  list: {
    empty: "尚無資源",
  },
  add: {
    button: "新增資源",
    title: "新增資源",
    added: "已新增資源「{{title}}」。",
    failed: "無法儲存資源。",
  },
  field: {
    type: "資源類型",
    title: "標題",
    file: "資源檔案",
    "file-hint": "{{type}} 類型的檔案以 {{endings}} 結尾。",
    "title-from-model": "LwM2M 模型的標題由其名稱、物件 ID 與版本組成。",
    key: "資源鍵",
    "file-name": "檔案名稱",
    "replace-file": "取代檔案",
  },
  file: {
    required: "請選擇資源檔案。",
    empty: "檔案是空的。",
    "too-large": "檔案大於 {{max}}。",
    "unknown-type": "無法偵測此檔案的類型:資源檔案以 {{endings}} 結尾。",
    "wrong-type": "此檔案不符合類型 {{type}}:請選擇以 {{endings}} 結尾的檔案。",
    "not-lwm2m": "此檔案不是 LwM2M 模型:其中沒有 LWM2M Object 元素。",
  },
  download: {
    action: "下載 {{title}}",
  },
  delete: {
    title: "刪除資源「{{title}}」?",
    text: "使用此資源的設定檔與小工具將再也找不到它。此動作無法復原。",
    deleted: "已刪除資源「{{title}}」。",
    "bulk-title": "刪除所選資源({{count}})?",
    "bulk-text": "使用這些資源的設定檔與小工具將再也找不到它們。此動作無法復原。",
    "system-kept": "已保留系統資源「{{title}}」:租戶無法刪除系統資源。",
  },
  details: {
    section: "資源",
    saved: "資源已儲存。",
    "read-only": "這是系統資源:租戶可以檢視與下載,但無法變更。",
    invalid: "儲存前請修正標示的欄位。",
    "not-found": "找不到資源",
    "not-found-text": "資源可能已被刪除,或網址有誤。",
    back: "返回資源庫",
  },
} satisfies ResourcesMessages;
