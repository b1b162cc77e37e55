import type { RuleChainsMessages } from '../messages.js';

/** 繁體中文. */
export default {
  add: {
    button: "新增規則鏈",
    title: "新增規則鏈",
    'edge-title': "新增 Edge 規則鏈",
    debug: "偵錯模式",
    'debug-hint': "鏈中的每個節點都會把收到與送出的訊息保存為偵錯事件。",
    added: "已新增規則鏈 {{name}}。",
  },
  import: {
    button: "匯入規則鏈",
    title: "匯入規則鏈",
    'edge-title': "匯入 Edge 規則鏈",
    hint: "以「匯出 JSON」匯出的規則鏈：包含其節點與連線的鏈。",
    summary: "{{name}} · 節點：{{nodes}}，連線：{{connections}}",
    imported: "已匯入規則鏈 {{name}}。",
    'not-rule-chain': "此 JSON 不是規則鏈匯出：需要具名稱的 ruleChain 以及鏈的中繼資料。",
    'wrong-type-EDGE': "這是 Edge 規則鏈。請在 Edge 管理的規則鏈範本中匯入。",
    'wrong-type-CORE': "這是核心規則鏈。請在規則鏈頁面匯入。",
    'bad-node': "節點 {{index}} 沒有類型或名稱。",
    'bad-connection': "連線 {{index}} 連接了檔案中不存在的節點（檔案有 {{count}} 個節點）。",
    'bad-first-node': "第一個節點不在檔案的 {{count}} 個節點之中。",
    'nodes-refused': "節點與連線遭拒，因此未保留該規則鏈。",
    'nodes-refused-kept': "節點與連線遭拒，且無法刪除空的規則鏈。請從清單中刪除。",
  },
  column: {
    'edge-root': "Edge 範本根",
    'auto-assign': "指派給新 Edge",
  },
  action: {
    'set-edge-root': "設為 Edge 範本根",
    'auto-assign': "指派給新 Edge",
    'stop-auto-assign': "停止指派給新 Edge",
  },
  notice: {
    'edge-root-set': "已設為 Edge 範本根規則鏈。",
    'auto-assign-set': "新 Edge 會取得此規則鏈。",
    'auto-assign-unset': "新 Edge 將不再取得此規則鏈。",
  },
} satisfies RuleChainsMessages;
