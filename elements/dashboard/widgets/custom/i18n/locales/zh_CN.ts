import type { CustomMessages } from '../messages.js';

/** 简体中文. */
export default {
  type: {
    'not-loaded': '部件类型 {{type}} 未加载，因此此部件无法运行。',
    loading: '正在加载部件类型 {{type}}',
    missing: '服务器上不存在部件类型 {{type}}。',
    failed: '无法加载部件类型 {{type}}：{{message}}',
    'no-script': '部件类型 {{type}} 在 tbkit 中没有视图，也没有可运行的脚本。',
    resources: '此部件需要外部资源（{{urls}}），沙箱不会加载这些资源。',
  },
  failed: {
    'no-start': '部件沙箱未能启动，可能被页面的安全策略阻止。',
    compile: '部件脚本存在语法错误：{{message}}',
    init: '部件脚本在启动时失败：{{message}}',
    data: '部件脚本在显示新数据时失败：{{message}}',
    run: '部件脚本因错误而停止：{{message}}',
  },
  frame: {
    title: '自定义部件 {{title}}',
  },
  rpc: {
    unavailable: '此仪表板无法从该部件发送命令。',
  },
  state: {
    'no-action': '此部件没有任何操作会打开状态 {{state}}。',
  },
} satisfies CustomMessages;
