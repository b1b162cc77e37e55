import type { ScopedMessages } from '../messages.js';

/** 日本語. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: '{{name}} に割り当てられたアセットはまだありません。',
    DEVICE: '{{name}} に割り当てられたデバイスはまだありません。',
    ENTITY_VIEW: '{{name}} に割り当てられたエンティティビューはまだありません。',
    DASHBOARD: '{{name}} に割り当てられたダッシュボードはまだありません。',
    EDGE: '{{name}} に割り当てられた Edge インスタンスはまだありません。',
  },
  links: {
    customer: 'ユーザーとエンティティ',
    edge: '割り当て済みのエンティティ',
  },
  assign: {
    'to-edge': 'Edge に割り当て',
    'title-ASSET': '{{name}} にアセットを割り当て',
    'title-DEVICE': '{{name}} にデバイスを割り当て',
    'title-ENTITY_VIEW': '{{name}} にエンティティビューを割り当て',
    'title-DASHBOARD': '{{name}} にダッシュボードを割り当て',
    'title-EDGE': '{{name}} に Edge インスタンスを割り当て',
    'hint-customer': 'どの顧客にも割り当てられていないものだけが表示されます。別の顧客から移すには、先にその顧客での割り当てを解除してください。',
    'hint-customer-dashboard': 'この顧客に割り当て済みのダッシュボードは表示されません。',
    'hint-edge': 'この Edge に割り当て済みのものは表示されません。',
    assign: '割り当て',
    assigned: '{{name}} に割り当てました。',
  },
  unassign: {
    'from-edge': 'Edge への割り当てを解除',
    unassigned: '{{name}} への割り当てを解除しました。',
  },
} satisfies ScopedMessages;
