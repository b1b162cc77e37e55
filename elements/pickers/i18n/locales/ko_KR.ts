import type { PickersMessages } from '../messages.js';

/** 한국어. */
export default {
  common: {
    clear: '지우기',
    searching: '검색 중…',
  },
  entity: {
    entity: '엔터티',
    search: '이름으로 검색하려면 입력하세요',
    required: '엔터티는 필수입니다.',
    'no-entities-found': '엔터티가 없습니다',
    'no-entities-matching': '\'{{text}}\'와(과) 일치하는 엔터티가 없습니다.',
  },
  'entity-type': {
    TENANT: '테넌트',
    TENANT_PROFILE: '테넌트 프로필',
    CUSTOMER: '고객',
    USER: '사용자',
    DASHBOARD: '대시보드',
    ASSET: '자산',
    DEVICE: '장치',
    DEVICE_PROFILE: '장치 프로필',
    ALARM: '알람',
    RULE_CHAIN: '규칙 체인',
    EDGE: '엣지',
    ENTITY_VIEW: '엔터티 뷰',
    WIDGETS_BUNDLE: '위젯 번들',
    OTA_PACKAGE: 'OTA 패키지',
    QUEUE: '큐',
  },
} satisfies PickersMessages;
