import type { ResourcesMessages } from '../messages.js';

/** 한국어. */
export default {
  type: {
    JS_MODULE: "JS 모듈",
    LWM2M_MODEL: "LwM2M 모델",
    PKCS_12: "PKCS #12 키 저장소",
    JKS: "JKS 키 저장소",
  },
  column: {
    type: "리소스 유형",
  },
  list: {
    empty: "아직 리소스가 없습니다",
  },
  add: {
    button: "리소스 추가",
    title: "리소스 추가",
    added: "리소스 “{{title}}”을(를) 추가했습니다.",
    failed: "리소스를 저장하지 못했습니다.",
  },
  field: {
    type: "리소스 유형",
    title: "제목",
    file: "리소스 파일",
    "file-hint": "{{type}} 유형의 파일은 {{endings}}(으)로 끝납니다.",
    "title-from-model": "LwM2M 모델의 제목은 이름, 객체 ID, 버전으로 정해집니다.",
    key: "리소스 키",
    "file-name": "파일 이름",
    "replace-file": "파일 바꾸기",
  },
  file: {
    required: "리소스 파일을 선택하세요.",
    empty: "파일이 비어 있습니다.",
    "too-large": "파일이 {{max}}보다 큽니다.",
    "unknown-type": "이 파일의 유형을 알 수 없습니다. 리소스 파일은 {{endings}}(으)로 끝납니다.",
    "wrong-type": "이 파일은 {{type}} 유형에 맞지 않습니다. {{endings}}(으)로 끝나는 파일을 선택하세요.",
    "not-lwm2m": "이 파일은 LwM2M 모델이 아닙니다. LWM2M Object 요소가 없습니다.",
  },
  download: {
    action: "{{title}} 다운로드",
  },
  delete: {
    title: "리소스 “{{title}}”을(를) 삭제할까요?",
    text: "이 리소스를 사용하는 프로필과 위젯은 더 이상 리소스를 찾지 못합니다. 되돌릴 수 없습니다.",
    deleted: "리소스 “{{title}}”을(를) 삭제했습니다.",
    "bulk-title": "선택한 리소스({{count}})를 삭제할까요?",
    "bulk-text": "이 리소스들을 사용하는 프로필과 위젯은 더 이상 리소스를 찾지 못합니다. 되돌릴 수 없습니다.",
    "system-kept": "시스템 리소스 “{{title}}”은(는) 유지했습니다. 테넌트는 시스템 리소스를 삭제할 수 없습니다.",
  },
  details: {
    section: "리소스",
    saved: "리소스를 저장했습니다.",
    "read-only": "시스템 리소스입니다. 테넌트는 보고 다운로드할 수 있지만 변경할 수는 없습니다.",
    invalid: "저장하기 전에 표시된 필드를 수정하세요.",
    "not-found": "리소스를 찾을 수 없음",
    "not-found-text": "리소스가 삭제되었거나 주소가 잘못되었을 수 있습니다.",
    back: "리소스 라이브러리로 돌아가기",
  },
} satisfies ResourcesMessages;
