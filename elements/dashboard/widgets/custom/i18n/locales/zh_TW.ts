import type { CustomMessages } from '../messages.js';

/** 繁體中文. */
export default {
  type: {
    'not-loaded': '小工具類型 {{type}} 尚未載入，因此無法執行此小工具。',
    loading: '正在載入小工具類型 {{type}}',
    missing: '伺服器上沒有小工具類型 {{type}}。',
    failed: '無法載入小工具類型 {{type}}：{{message}}',
    'no-script': '小工具類型 {{type}} 在 tbkit 中沒有檢視，也沒有可執行的指令碼。',
    resources: '此小工具需要外部資源（{{urls}}），沙箱不會載入這些資源。',
  },
  failed: {
    'no-start': '小工具沙箱未能啟動，可能遭頁面的安全性原則封鎖。',
    compile: '小工具指令碼有語法錯誤：{{message}}',
    init: '小工具指令碼在啟動時失敗：{{message}}',
    data: '小工具指令碼在顯示新資料時失敗：{{message}}',
    run: '小工具指令碼因錯誤而停止：{{message}}',
  },
  frame: {
    title: '自訂小工具 {{title}}',
  },
  rpc: {
    unavailable: '此儀表板無法從這個小工具傳送命令。',
  },
  state: {
    'no-action': '此小工具沒有任何動作會開啟狀態 {{state}}。',
  },
} satisfies CustomMessages;
