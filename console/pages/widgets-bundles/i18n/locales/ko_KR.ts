import type { BundlesMessages } from '../messages.js';

/** 한국어. */
export default {
  add: {
    button: "위젯 번들 추가",
    title: "위젯 번들 추가",
    added: "위젯 번들 {{title}}을(를) 추가했습니다.",
  },
  edit: {
    action: "편집",
    title: "위젯 번들 편집",
    saved: "위젯 번들 {{title}}을(를) 저장했습니다.",
  },
  field: {
    title: "제목",
    description: "설명",
    image: "이미지",
  },
  form: {
    'title-required': "제목은 필수입니다.",
    'title-max': "제목은 최대 {{max}}자까지 입력할 수 있습니다.",
    'description-max': "설명은 최대 {{max}}자까지 입력할 수 있습니다.",
  },
  delete: {
    title: "위젯 번들 {{title}}을(를) 삭제할까요?",
    deleted: "위젯 번들 {{title}}을(를) 삭제했습니다.",
  },
  import: {
    button: "위젯 번들 가져오기",
    title: "위젯 번들 가져오기",
    hint: "'JSON 내보내기'로 내보낸 위젯 번들: 위젯을 포함한 번들입니다.",
    summary: "{{title}} · 위젯: {{count}}",
    imported: "위젯 번들 {{title}}을(를) 가져왔습니다.",
    'not-bundle': "이 JSON은 위젯 번들 내보내기가 아닙니다. 제목이 있는 widgetsBundle이 필요합니다.",
    'bad-widget': "위젯 {{index}}에 이름이나 디스크립터가 없습니다.",
    'widget-refused': "위젯 {{name}}이(가) 거부되어 번들을 남기지 않았습니다.",
    'widget-refused-kept': "위젯 {{name}}이(가) 거부되었고 번들을 삭제하지 못했습니다. 목록에서 삭제하세요.",
  },
} satisfies BundlesMessages;
