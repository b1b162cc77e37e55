import type { RuleChainsMessages } from '../messages.js';

/** 日本語. */
export default {
  add: {
    button: "ルールチェーンを追加",
    title: "ルールチェーンを追加",
    'edge-title': "Edge ルールチェーンを追加",
    debug: "デバッグモード",
    'debug-hint': "チェーンの各ノードが、受信・送信したメッセージをデバッグイベントとして保持します。",
    added: "ルールチェーン {{name}} を追加しました。",
  },
  import: {
    button: "ルールチェーンをインポート",
    title: "ルールチェーンをインポート",
    'edge-title': "Edge ルールチェーンをインポート",
    hint: "「JSON をエクスポート」で書き出したルールチェーン（ノードと接続を含むチェーン）。",
    summary: "{{name}} · ノード: {{nodes}}、接続: {{connections}}",
    imported: "ルールチェーン {{name}} をインポートしました。",
    'not-rule-chain': "この JSON はルールチェーンのエクスポートではありません。名前付きの ruleChain とチェーンのメタデータが必要です。",
    'wrong-type-EDGE': "これは Edge ルールチェーンです。Edge 管理の「ルールチェーンテンプレート」でインポートしてください。",
    'wrong-type-CORE': "これはコアのルールチェーンです。「ルールチェーン」ページでインポートしてください。",
    'bad-node': "ノード {{index}} に種類または名前がありません。",
    'bad-connection': "接続 {{index}} はファイルにないノードを結んでいます（ファイルのノードは {{count}} 個）。",
    'bad-first-node': "最初のノードがファイルの {{count}} 個のノードのどれでもありません。",
    'nodes-refused': "ノードと接続が拒否されたため、ルールチェーンは保存されませんでした。",
    'nodes-refused-kept': "ノードと接続が拒否され、空のルールチェーンを削除できませんでした。一覧から削除してください。",
  },
  column: {
    'edge-root': "Edge テンプレートのルート",
    'auto-assign': "新しい Edge に割り当て",
  },
  action: {
    'set-edge-root': "Edge テンプレートのルートに設定",
    'auto-assign': "新しい Edge に割り当てる",
    'stop-auto-assign': "新しい Edge への割り当てをやめる",
  },
  notice: {
    'edge-root-set': "Edge テンプレートのルートルールチェーンに設定しました。",
    'auto-assign-set': "新しい Edge にこのルールチェーンが割り当てられます。",
    'auto-assign-unset': "新しい Edge にこのルールチェーンは割り当てられなくなりました。",
  },
} satisfies RuleChainsMessages;
