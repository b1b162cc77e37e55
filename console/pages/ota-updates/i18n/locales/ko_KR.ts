import type { OtaMessages } from '../messages.js';

/** 한국어. */
export default {
  add: {
    button: "패키지 추가",
    title: "OTA 패키지 추가",
  },
  field: {
    title: "제목",
    version: "버전",
    type: "유형",
    "device-profile": "장치 프로필",
    source: "패키지 내용",
    file: "파일",
    url: "외부 URL",
    "checksum-algorithm": "체크섬 알고리즘",
    checksum: "체크섬",
    "checksum-optional": "체크섬(선택 사항)",
    description: "설명",
  },
  type: {
    FIRMWARE: "펌웨어",
    SOFTWARE: "소프트웨어",
  },
  source: {
    file: "파일 업로드",
    url: "외부 URL 사용",
  },
  file: {
    choose: "파일 선택",
    other: "다른 파일 선택",
    none: "선택한 파일 없음",
  },
  form: {
    "profile-required": "장치 프로필을 선택하세요.",
    "file-required": "패키지 파일을 선택하세요.",
    "file-empty": "파일이 비어 있습니다.",
    "url-invalid": "http:// 또는 https://로 시작하는 주소를 입력하세요.",
    "checksum-hex": "체크섬에는 16진수 숫자 0–9와 a–f만 들어갈 수 있습니다.",
    "checksum-length": "{{algorithm}} 체크섬은 16진수 {{length}}자리입니다.",
    "checksum-hint-browser": "비워 두면 콘솔이 업로드 전에 계산하고 서버가 이를 기준으로 파일을 확인합니다.",
    "checksum-hint-server": "비워 두면 서버가 업로드된 파일에서 계산합니다.",
    "checksum-hint-url": "장치가 다운로드한 파일을 이 값으로 확인할 수 있습니다.",
  },
  progress: {
    checksum: "체크섬 계산 중…",
    info: "패키지 저장 중…",
    upload: "{{file}} 업로드 중…",
    removing: "완료되지 않은 패키지 삭제 중…",
    percent: "{{percent}}%",
    bytes: "{{loaded}} / {{total}}",
  },
  save: {
    added: "패키지 {{title}} {{version}}을(를) 추가했습니다.",
    "cancel-upload": "업로드 취소",
    cancelled: "업로드를 취소했습니다. 패키지를 다시 삭제했으므로 추가된 것은 없습니다.",
    "cancelled-kept": "업로드를 취소했지만 패키지를 삭제하지 못했습니다. 목록에서 삭제하세요.",
    "upload-failed": "파일을 업로드하지 못했습니다. 패키지를 다시 삭제했으므로 추가된 것은 없습니다.",
    "upload-failed-kept": "파일을 업로드하지 못했고 패키지도 삭제하지 못했습니다. 목록에서 삭제하세요.",
    connection: "서버에 연결할 수 없습니다.",
    status: "서버가 상태 {{status}}(으)로 응답했습니다.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "생성 시간",
    "file-name": "파일 이름",
    "content-type": "콘텐츠 유형",
    size: "크기",
    "copy-checksum": "체크섬 복사",
    "delete-title": "패키지 {{title}} {{version}}을(를) 삭제할까요?",
    deleted: "패키지 {{title}} {{version}}을(를) 삭제했습니다.",
  },
} satisfies OtaMessages;
