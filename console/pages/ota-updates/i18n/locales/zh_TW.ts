import type { OtaMessages } from '../messages.js';

/** 繁體中文. */
export default {
  add: {
    button: "新增套件",
    title: "新增 OTA 套件",
  },
  field: {
    title: "標題",
    version: "版本",
    type: "類型",
    "device-profile": "裝置設定檔",
    source: "套件內容",
    file: "檔案",
    url: "外部 URL",
    "checksum-algorithm": "總和檢查碼演算法",
    checksum: "總和檢查碼",
    "checksum-optional": "總和檢查碼（選填）",
    description: "說明",
  },
  type: {
    FIRMWARE: "韌體",
    SOFTWARE: "軟體",
  },
  source: {
    file: "上傳檔案",
    url: "使用外部 URL",
  },
  file: {
    choose: "選擇檔案",
    other: "選擇其他檔案",
    none: "未選擇檔案",
  },
  form: {
    "profile-required": "請選擇裝置設定檔。",
    "file-required": "請選擇套件檔案。",
    "file-empty": "檔案是空的。",
    "url-invalid": "請輸入以 http:// 或 https:// 開頭的位址。",
    "checksum-hex": "總和檢查碼只能包含十六進位數字 0–9 和 a–f。",
    "checksum-length": "{{algorithm}} 總和檢查碼為 {{length}} 位十六進位數字。",
    "checksum-hint-browser": "留空時，主控台會在上傳前計算，伺服器再據此檢查檔案。",
    "checksum-hint-server": "留空時，伺服器會根據上傳的檔案計算。",
    "checksum-hint-url": "裝置可以據此檢查下載的檔案。",
  },
  progress: {
    checksum: "正在計算總和檢查碼…",
    info: "正在儲存套件…",
    upload: "正在上傳 {{file}}…",
    removing: "正在刪除未完成的套件…",
    percent: "{{percent}}%",
    bytes: "{{loaded}} / {{total}}",
  },
  save: {
    added: "已新增套件 {{title}} {{version}}。",
    "cancel-upload": "取消上傳",
    cancelled: "已取消上傳。套件已再次刪除，因此沒有新增任何內容。",
    "cancelled-kept": "已取消上傳，但無法刪除套件。請從清單中刪除。",
    "upload-failed": "無法上傳檔案。套件已再次刪除，因此沒有新增任何內容。",
    "upload-failed-kept": "無法上傳檔案，也無法刪除套件。請從清單中刪除。",
    connection: "無法連線到伺服器。",
    status: "伺服器回應狀態 {{status}}。",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "建立時間",
    "file-name": "檔案名稱",
    "content-type": "內容類型",
    size: "大小",
    "copy-checksum": "複製總和檢查碼",
    "delete-title": "要刪除套件 {{title}} {{version}} 嗎？",
    deleted: "已刪除套件 {{title}} {{version}}。",
  },
} satisfies OtaMessages;
