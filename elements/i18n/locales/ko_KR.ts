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
} satisfies KitMessages;
