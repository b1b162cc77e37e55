import type { OtaMessages } from '../messages.js';

/** Türkçe. */
export default {
  add: {
    button: "Paket ekle",
    title: "OTA paketi ekle",
  },
  field: {
    title: "Başlık",
    version: "Sürüm",
    type: "Tür",
    "device-profile": "Cihaz profili",
    source: "Paket içeriği",
    file: "Dosya",
    url: "Harici URL",
    "checksum-algorithm": "Sağlama toplamı algoritması",
    checksum: "Sağlama toplamı",
    "checksum-optional": "Sağlama toplamı (isteğe bağlı)",
    description: "Açıklama",
  },
  type: {
    FIRMWARE: "Donanım yazılımı",
    SOFTWARE: "Yazılım",
  },
  source: {
    file: "Dosya yükle",
    url: "Harici URL kullan",
  },
  file: {
    choose: "Dosya seç",
    other: "Başka dosya seç",
    none: "Dosya seçilmedi",
  },
  form: {
    "profile-required": "Bir cihaz profili seçin.",
    "file-required": "Paket dosyasını seçin.",
    "file-empty": "Dosya boş.",
    "url-invalid": "http:// veya https:// ile başlayan bir adres girin.",
    "checksum-hex": "Sağlama toplamı yalnızca 0–9 ve a–f onaltılık rakamlarını içerir.",
    "checksum-length": "{{algorithm}} sağlama toplamı {{length}} onaltılık rakamdan oluşur.",
    "checksum-hint-browser": "Boş bırakılırsa konsol yüklemeden önce hesaplar ve sunucu dosyayı bununla doğrular.",
    "checksum-hint-server": "Boş bırakılırsa sunucu bunu yüklenen dosyadan hesaplar.",
    "checksum-hint-url": "Cihazlar indirilen dosyayı bununla doğrulayabilir.",
  },
  progress: {
    checksum: "Sağlama toplamı hesaplanıyor…",
    info: "Paket kaydediliyor…",
    upload: "{{file}} yükleniyor…",
    removing: "Eksik paket siliniyor…",
    percent: "%{{percent}}",
    bytes: "{{loaded}} / {{total}}",
  },
  save: {
    added: "{{title}} {{version}} paketi eklendi.",
    "cancel-upload": "Yüklemeyi iptal et",
    cancelled: "Yükleme iptal edildi. Paket yeniden silindi, yani hiçbir şey eklenmedi.",
    "cancelled-kept": "Yükleme iptal edildi ancak paket silinemedi. Listeden silin.",
    "upload-failed": "Dosya yüklenemedi. Paket yeniden silindi, yani hiçbir şey eklenmedi.",
    "upload-failed-kept": "Dosya yüklenemedi ve paket silinemedi. Listeden silin.",
    connection: "Sunucuya ulaşılamıyor.",
    status: "Sunucu {{status}} durumuyla yanıt verdi.",
  },
  details: {
    title: "{{title}} {{version}}",
    created: "Oluşturulma",
    "file-name": "Dosya adı",
    "content-type": "İçerik türü",
    size: "Boyut",
    "copy-checksum": "Sağlama toplamını kopyala",
    "delete-title": "{{title}} {{version}} paketi silinsin mi?",
    deleted: "{{title}} {{version}} paketi silindi.",
  },
} satisfies OtaMessages;
