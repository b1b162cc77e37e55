import type { HomeSettingsMessages } from '../messages.js';

/** 한국어. */
export default {
  intro: "테넌트 사용자에게 홈 페이지로 보여 줄 대시보드를 선택하세요.",
  dashboard: "홈 대시보드",
  "dashboard-hint": "홈 대시보드를 두지 않으려면 비워 두세요.",
  "hide-toolbar": "대시보드 도구 모음 숨기기",
  saved: "홈 설정을 저장했습니다.",
  cleared: "홈 설정을 저장했습니다: 홈 대시보드 없음.",
  "load-failed": "홈 설정을 불러오지 못했습니다.",
} satisfies HomeSettingsMessages;
