import type { ScopedMessages } from '../messages.js';

/** 한국어. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: '{{name}}에 할당된 자산이 아직 없습니다.',
    DEVICE: '{{name}}에 할당된 디바이스가 아직 없습니다.',
    ENTITY_VIEW: '{{name}}에 할당된 엔터티 뷰가 아직 없습니다.',
    DASHBOARD: '{{name}}에 할당된 대시보드가 아직 없습니다.',
    EDGE: '{{name}}에 할당된 Edge 인스턴스가 아직 없습니다.',
  },
  links: {
    customer: '사용자 및 엔터티',
    edge: '할당된 엔터티',
  },
  assign: {
    'to-edge': 'Edge에 할당',
    'title-ASSET': '{{name}}에 자산 할당',
    'title-DEVICE': '{{name}}에 디바이스 할당',
    'title-ENTITY_VIEW': '{{name}}에 엔터티 뷰 할당',
    'title-DASHBOARD': '{{name}}에 대시보드 할당',
    'title-EDGE': '{{name}}에 Edge 인스턴스 할당',
    'hint-customer': '어느 고객에게도 할당되지 않은 항목만 표시됩니다. 다른 고객의 항목을 옮기려면 먼저 그 고객에게서 할당을 해제하세요.',
    'hint-customer-dashboard': '이 고객에게 이미 할당된 대시보드는 표시되지 않습니다.',
    'hint-edge': '이 Edge에 이미 할당된 항목은 표시되지 않습니다.',
    assign: '할당',
    assigned: '{{name}}에 할당했습니다.',
  },
  unassign: {
    'from-edge': 'Edge 할당 해제',
    unassigned: '{{name}} 할당을 해제했습니다.',
  },
} satisfies ScopedMessages;
