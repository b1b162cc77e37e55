import type { DashboardMessages } from '../messages.js';

/** 한국어. */
export default {
  widget: {
    loading: "{{title}} 불러오는 중",
    'no-entities': "이 위젯의 별칭과 일치하는 엔터티가 없습니다.",
    'unknown-alias': "이 위젯은 대시보드에 없는 엔터티 별칭을 읽습니다.",
    'no-state-entity': "이 위젯은 대시보드 상태의 엔터티를 표시하는데, 선택된 엔터티가 없습니다.",
    'function-source': "생성(함수) 데이터 소스는 이 콘솔에서 아직 계산되지 않습니다.",
    'no-datasource': "이 위젯에는 데이터 소스가 없습니다.",
    'subscription-failed': "데이터를 불러오지 못했습니다: {{message}}",
    unsupported: "{{type}}에 대한 기본 보기가 아직 없습니다.",
    'view-failed': "이 위젯의 보기를 불러오지 못했습니다.",
    'no-target-device': "이 위젯에는 대상 장치가 없습니다.",
    untitled: "위젯",
  },
  toolbar: {
    back: "이전 상태로 돌아가기",
    states: "대시보드 상태",
  },
  view: {
    'empty-state': "이 대시보드 상태에는 위젯이 없습니다.",
    'right-layout': "측면 패널",
  },
  page: {
    loading: "대시보드 불러오는 중",
    'not-found': "대시보드를 찾을 수 없음",
    'not-found-text': "대시보드가 없거나 삭제되었습니다.",
    forbidden: "이 대시보드를 열 수 없습니다",
    'forbidden-text': "이 대시보드는 귀하에게 할당되지 않았습니다. 소유자에게 접근을 요청하세요.",
    'load-failed': "대시보드를 불러오지 못했습니다",
    retry: "다시 시도",
    'back-to-dashboards': "대시보드 목록으로",
  },
  embed: {
    'no-dashboard-id': "표시할 대시보드를 고르려면 dashboard-id 속성을 설정하세요.",
    'signed-out': "서버가 로그인을 요구합니다. 요소에 토큰 쌍, 토큰 제공자 또는 공개 ID를 전달하세요.",
    'sign-in-failed': "서버에 로그인하지 못했습니다: {{message}}",
    'load-failed': "서버 응답: {{message}}",
    'no-widget-id': "표시할 위젯을 고르려면 widget-id 속성을 설정하세요.",
    'widget-not-found': "대시보드에 ID가 {{widgetId}}인 위젯이 없습니다.",
    'widget-failed': "위젯을 불러오지 못했습니다",
  },
} satisfies DashboardMessages;
