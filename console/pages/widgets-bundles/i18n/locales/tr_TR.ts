import type { BundlesMessages } from '../messages.js';

/** Türkçe. */
export default {
  add: {
    button: "Widget paketi ekle",
    title: "Widget paketi ekle",
    added: "{{title}} widget paketi eklendi.",
  },
  edit: {
    action: "Düzenle",
    title: "Widget paketini düzenle",
    saved: "{{title}} widget paketi kaydedildi.",
  },
  field: {
    title: "Başlık",
    description: "Açıklama",
    image: "Görsel",
  },
  form: {
    'title-required': "Başlık zorunludur.",
    'title-max': "Başlık en fazla {{max}} karakter olabilir.",
    'description-max': "Açıklama en fazla {{max}} karakter olabilir.",
  },
  delete: {
    title: "{{title}} widget paketi silinsin mi?",
    deleted: "{{title}} widget paketi silindi.",
  },
  import: {
    button: "Widget paketi içe aktar",
    title: "Widget paketi içe aktar",
    hint: "“JSON dışa aktar” ile dışa aktarılmış bir widget paketi: widget'larıyla paket.",
    summary: "{{title}} · widget: {{count}}",
    imported: "{{title}} widget paketi içe aktarıldı.",
    'not-bundle': "Bu JSON bir widget paketi dışa aktarımı değil: başlığı olan bir widgetsBundle gerekir.",
    'bad-widget': "{{index}}. widget'ın adı veya tanımlayıcısı (descriptor) yok.",
    'widget-refused': "{{name}} widget'ı reddedildi, bu yüzden paket tutulmadı.",
    'widget-refused-kept': "{{name}} widget'ı reddedildi ve paket silinemedi. Listeden silin.",
  },
} satisfies BundlesMessages;
