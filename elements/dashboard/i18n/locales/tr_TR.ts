import type { DashboardMessages } from '../messages.js';

/** Türkçe. */
export default {
  widget: {
    loading: "{{title}} yükleniyor",
    'no-entities': "Bu widget’ın takma adı hiçbir varlıkla eşleşmiyor.",
    'unknown-alias': "Bu widget, panoda bulunmayan bir varlık takma adını okuyor.",
    'no-state-entity': "Bu widget pano durumunun varlığını gösterir ve hiçbiri seçili değil.",
    'function-source': "Üretilen (fonksiyon) veri kaynakları bu konsolda henüz hesaplanmıyor.",
    'no-datasource': "Bu widget’ın veri kaynağı yok.",
    'subscription-failed': "Veriler yüklenemedi: {{message}}",
    unsupported: "{{type}} için henüz yerel görünüm yok.",
    'view-failed': "Bu widget’ın görünümü yüklenemedi.",
    'no-target-device': "Bu widget’ın hedef cihazı yok.",
    untitled: "Widget",
  },
  toolbar: {
    back: "Önceki duruma dön",
    states: "Pano durumları",
  },
  view: {
    'empty-state': "Bu pano durumunda widget yok.",
    'right-layout': "Yan panel",
  },
  page: {
    loading: "Pano yükleniyor",
    'not-found': "Pano bulunamadı",
    'not-found-text': "Pano yok veya silinmiş.",
    forbidden: "Bu panoyu açamazsınız",
    'forbidden-text': "Pano size atanmamış. Sahibinden erişim isteyin.",
    'load-failed': "Pano yüklenemedi",
    retry: "Yeniden dene",
    'back-to-dashboards': "Panolara dön",
  },
  embed: {
    'no-dashboard-id': "Gösterilecek panoyu seçmek için dashboard-id özniteliğini ayarlayın.",
    'signed-out': "Sunucu oturum açılmasını istiyor: öğeye bir belirteç çifti, bir belirteç sağlayıcı ya da genel bir id verin.",
    'sign-in-failed': "Sunucuda oturum açılamadı: {{message}}",
    'load-failed': "Sunucunun yanıtı: {{message}}",
    'no-widget-id': "Gösterilecek widget'ı seçmek için widget-id özniteliğini ayarlayın.",
    'widget-not-found': "Panoda {{widgetId}} id'li bir widget yok.",
    'widget-failed': "Widget yüklenemedi",
  },
} satisfies DashboardMessages;
