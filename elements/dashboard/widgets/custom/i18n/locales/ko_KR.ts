import type { CustomMessages } from '../messages.js';

/** 한국어. */
export default {
  type: {
    'not-loaded': '위젯 유형 {{type}}이(가) 로드되지 않아 이 위젯을 실행할 수 없습니다.',
    loading: '위젯 유형 {{type}} 로드 중',
    missing: '위젯 유형 {{type}}이(가) 서버에 없습니다.',
    failed: '위젯 유형 {{type}}을(를) 로드하지 못했습니다: {{message}}',
    'no-script': '위젯 유형 {{type}}에는 tbkit 보기도, 실행할 스크립트도 없습니다.',
    resources: '이 위젯에는 외부 리소스({{urls}})가 필요하지만 샌드박스는 이를 로드하지 않습니다.',
  },
  failed: {
    'no-start': '위젯 샌드박스가 시작되지 않았습니다. 페이지의 보안 정책이 차단했을 수 있습니다.',
    compile: '위젯 스크립트에 구문 오류가 있습니다: {{message}}',
    init: '위젯 스크립트가 시작 중에 실패했습니다: {{message}}',
    data: '위젯 스크립트가 새 데이터를 표시하는 중에 실패했습니다: {{message}}',
    run: '위젯 스크립트가 오류로 중지되었습니다: {{message}}',
  },
  frame: {
    title: '사용자 지정 위젯 {{title}}',
  },
  rpc: {
    unavailable: '이 대시보드는 이 위젯에서 명령을 보낼 수 없습니다.',
  },
  state: {
    'no-action': '이 위젯의 어떤 작업도 상태 {{state}}을(를) 열지 않습니다.',
  },
} satisfies CustomMessages;
