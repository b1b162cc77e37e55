import type { RuleChainsMessages } from '../messages.js';

/** 한국어. */
export default {
  add: {
    button: "규칙 체인 추가",
    title: "규칙 체인 추가",
    'edge-title': "Edge 규칙 체인 추가",
    debug: "디버그 모드",
    'debug-hint': "체인의 모든 노드가 받고 보내는 메시지를 디버그 이벤트로 보관합니다.",
    added: "규칙 체인 {{name}}을(를) 추가했습니다.",
  },
  import: {
    button: "규칙 체인 가져오기",
    title: "규칙 체인 가져오기",
    'edge-title': "Edge 규칙 체인 가져오기",
    hint: "'JSON 내보내기'로 내보낸 규칙 체인: 노드와 연결을 포함한 체인입니다.",
    summary: "{{name}} · 노드: {{nodes}}, 연결: {{connections}}",
    imported: "규칙 체인 {{name}}을(를) 가져왔습니다.",
    'not-rule-chain': "이 JSON은 규칙 체인 내보내기가 아닙니다. 이름이 있는 ruleChain과 체인의 메타데이터가 필요합니다.",
    'wrong-type-EDGE': "Edge 규칙 체인입니다. Edge 관리의 규칙 체인 템플릿에서 가져오세요.",
    'wrong-type-CORE': "코어 규칙 체인입니다. 규칙 체인 페이지에서 가져오세요.",
    'bad-node': "노드 {{index}}에 유형이나 이름이 없습니다.",
    'bad-connection': "연결 {{index}}이(가) 파일에 없는 노드를 잇습니다(파일의 노드는 {{count}}개).",
    'bad-first-node': "첫 노드가 파일의 노드 {{count}}개 중 어느 것도 아닙니다.",
    'nodes-refused': "노드와 연결이 거부되어 규칙 체인을 남기지 않았습니다.",
    'nodes-refused-kept': "노드와 연결이 거부되었고 빈 규칙 체인을 삭제하지 못했습니다. 목록에서 삭제하세요.",
  },
  column: {
    'edge-root': "Edge 템플릿 루트",
    'auto-assign': "새 Edge에 할당",
  },
  action: {
    'set-edge-root': "Edge 템플릿 루트로 설정",
    'auto-assign': "새 Edge에 할당",
    'stop-auto-assign': "새 Edge에 할당 중지",
  },
  notice: {
    'edge-root-set': "Edge 템플릿 루트 규칙 체인으로 설정했습니다.",
    'auto-assign-set': "새 Edge가 이 규칙 체인을 받습니다.",
    'auto-assign-unset': "새 Edge가 더 이상 이 규칙 체인을 받지 않습니다.",
  },
} satisfies RuleChainsMessages;
