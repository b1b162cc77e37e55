import type { RuleChainsMessages } from '../messages.js';

/** 简体中文. */
export default {
  add: {
    button: "添加规则链",
    title: "添加规则链",
    'edge-title': "添加 Edge 规则链",
    debug: "调试模式",
    'debug-hint': "链中的每个节点都会把收到和发出的消息保存为调试事件。",
    added: "已添加规则链 {{name}}。",
  },
  import: {
    button: "导入规则链",
    title: "导入规则链",
    'edge-title': "导入 Edge 规则链",
    hint: "用“导出 JSON”导出的规则链：包含其节点和连接的链。",
    summary: "{{name}} · 节点：{{nodes}}，连接：{{connections}}",
    imported: "已导入规则链 {{name}}。",
    'not-rule-chain': "此 JSON 不是规则链导出：需要带名称的 ruleChain 以及链的元数据。",
    'wrong-type-EDGE': "这是 Edge 规则链。请在 Edge 管理的规则链模板中导入。",
    'wrong-type-CORE': "这是核心规则链。请在规则链页面导入。",
    'bad-node': "节点 {{index}} 没有类型或名称。",
    'bad-connection': "连接 {{index}} 连接了文件中不存在的节点（文件有 {{count}} 个节点）。",
    'bad-first-node': "第一个节点不在文件的 {{count}} 个节点之中。",
    'nodes-refused': "节点和连接被拒绝，因此未保留该规则链。",
    'nodes-refused-kept': "节点和连接被拒绝，且无法删除空规则链。请在列表中删除它。",
  },
  column: {
    'edge-root': "Edge 模板根",
    'auto-assign': "分配给新 Edge",
  },
  action: {
    'set-edge-root': "设为 Edge 模板根",
    'auto-assign': "分配给新 Edge",
    'stop-auto-assign': "停止分配给新 Edge",
  },
  notice: {
    'edge-root-set': "已设为 Edge 模板根规则链。",
    'auto-assign-set': "新 Edge 将获得此规则链。",
    'auto-assign-unset': "新 Edge 将不再获得此规则链。",
  },
} satisfies RuleChainsMessages;
