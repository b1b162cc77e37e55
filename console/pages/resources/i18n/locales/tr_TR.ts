import type { ResourcesMessages } from '../messages.js';

/** Türkçe. */
export default {
  type: {
    JS_MODULE: "JS modülü",
    LWM2M_MODEL: "LwM2M modeli",
    PKCS_12: "PKCS #12 anahtar deposu",
    JKS: "JKS anahtar deposu",
  },
  column: {
    type: "Kaynak türü",
  },
  list: {
    empty: "Henüz kaynak yok",
  },
  add: {
    button: "Kaynak ekle",
    title: "Kaynak ekle",
    added: "“{{title}}” kaynağı eklendi.",
    failed: "Kaynak kaydedilemedi.",
  },
  field: {
    type: "Kaynak türü",
    title: "Başlık",
    file: "Kaynak dosyası",
    "file-hint": "{{type}} türündeki dosyalar {{endings}} ile biter.",
    "title-from-model": "Bir LwM2M modelinin başlığı adından, nesne kimliğinden ve sürümünden oluşturulur.",
    key: "Kaynak anahtarı",
    "file-name": "Dosya adı",
    "replace-file": "Dosyayı değiştir",
  },
  file: {
    required: "Kaynak dosyasını seçin.",
    empty: "Dosya boş.",
    "too-large": "Dosya {{max}} boyutundan büyük.",
    "unknown-type": "Bu dosyanın türü algılanamıyor: kaynak dosyaları {{endings}} ile biter.",
    "wrong-type": "Bu dosya {{type}} türüne uymuyor: {{endings}} ile biten bir dosya seçin.",
    "not-lwm2m": "Bu dosya bir LwM2M modeli değil: LWM2M Object öğesi içermiyor.",
  },
  download: {
    action: "{{title}} indir",
  },
  delete: {
    title: "“{{title}}” kaynağı silinsin mi?",
    text: "Kaynağı kullanan profiller ve widget’lar onu artık bulamaz. Bu işlem geri alınamaz.",
    deleted: "“{{title}}” kaynağı silindi.",
    "bulk-title": "Seçili kaynaklar ({{count}}) silinsin mi?",
    "bulk-text": "Bu kaynakları kullanan profiller ve widget’lar onları artık bulamaz. Bu işlem geri alınamaz.",
    "system-kept": "“{{title}}” sistem kaynağı korundu: bir kiracı sistem kaynaklarını silemez.",
  },
  details: {
    section: "Kaynak",
    saved: "Kaynak kaydedildi.",
    "read-only": "Bu bir sistem kaynağıdır: kiracı onu görüntüleyip indirebilir ama değiştiremez.",
    invalid: "Kaydetmeden önce işaretli alanları düzeltin.",
    "not-found": "Kaynak bulunamadı",
    "not-found-text": "Kaynak silinmiş veya adres yanlış olabilir.",
    back: "Kaynak kitaplığına dön",
  },
} satisfies ResourcesMessages;
