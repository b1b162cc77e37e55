import type { KitMessages } from '../messages.js';

/** 한국어. */
export default {
  action: {
    copy: '복사',
    copied: '복사됨',
    close: '닫기',
    cancel: '취소',
    ok: '확인',
  },
  toast: {
    error: '오류',
    warn: '경고',
    success: '완료',
    info: '알림',
  },
  help: {
    help: '도움말',
  },
  progress: {
    loading: '불러오는 중',
  },
  shortcuts: {
    title: '키보드 단축키',
    toggle: '키보드 단축키 표시 또는 숨기기',
  },
  home: {
    home: '홈',
  },
  user: {
    'sys-admin': '시스템 관리자',
    'tenant-admin': '테넌트 관리자',
    customer: '고객',
  },
  'user-menu': {
    open: '계정 메뉴',
    profile: '프로필',
    security: '보안',
    logout: '로그아웃',
  },
  breadcrumbs: {
    label: '이동 경로',
  },
  language: {
    language: '언어',
  },
  'password-input': {
    show: '비밀번호 표시',
    hide: '비밀번호 숨기기',
  },
  markdown: {
    'render-failed': 'Markdown을 표시하지 못했습니다.',
    'copy-code': '코드 복사',
  },
  'phone-input': {
    phone: '전화번호',
    country: '국가',
    'phone-input-required': '전화번호를 입력하세요.',
    'phone-input-validation': '올바른 국제 전화번호를 입력하세요: 더하기 기호, 국가 번호, 전화번호 순서입니다.',
  },
  entity: {
    'no-entities-prompt': '엔터티가 없습니다',
    'no-entities-matching': '\'{{entity}}\'와(과) 일치하는 엔터티가 없습니다.',
    'selected-entities': '{{count}}개 선택됨',
  },
  'entity-table': {
    label: '엔터티',
    search: '검색',
    'clear-search': '검색어 지우기',
    refresh: '새로 고침',
    'rows-per-page': '페이지당 행 수',
    range: '{{from}}–{{to}} / {{total}}',
    'first-page': '첫 페이지',
    'previous-page': '이전 페이지',
    'next-page': '다음 페이지',
    'last-page': '마지막 페이지',
    'select-all': '이 페이지의 모든 행 선택',
    'select-row': '{{name}} 선택',
    'clear-selection': '선택 해제',
    'load-failed': '목록을 불러오지 못했습니다',
    retry: '다시 시도',
    yes: '예',
    no: '아니요',
    column: {
      'created-time': '생성 시간',
      name: '이름',
      type: '유형',
      label: '레이블',
      customer: '고객',
      'device-profile': '디바이스 프로파일',
      public: '공개',
      gateway: '게이트웨이',
      title: '제목',
      email: '이메일',
      country: '국가',
      city: '도시',
      'first-name': '이름',
      'last-name': '성',
    },
  },
} satisfies KitMessages;
