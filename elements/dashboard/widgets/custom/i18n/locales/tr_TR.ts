import type { CustomMessages } from '../messages.js';

/** Türkçe. */
export default {
  type: {
    'not-loaded': '{{type}} widget türü yüklenmedi, bu yüzden bu widget çalıştırılamıyor.',
    loading: '{{type}} widget türü yükleniyor',
    missing: '{{type}} widget türü sunucuda yok.',
    failed: '{{type}} widget türü yüklenemedi: {{message}}',
    'no-script': '{{type}} widget türünün tbkit\'te bir görünümü ya da çalıştırılacak bir betiği yok.',
    resources: 'Bu widget, korumalı alanın yüklemediği harici kaynaklara ({{urls}}) ihtiyaç duyuyor.',
  },
  failed: {
    'no-start': 'Widget\'ın korumalı alanı başlamadı. Sayfanın güvenlik politikası onu engelliyor olabilir.',
    compile: 'Widget betiğinde bir sözdizimi hatası var: {{message}}',
    init: 'Widget betiği başlatılırken başarısız oldu: {{message}}',
    data: 'Widget betiği yeni verileri gösterirken başarısız oldu: {{message}}',
    run: 'Widget betiği bir hatayla durdu: {{message}}',
  },
  frame: {
    title: 'Özel widget {{title}}',
  },
  rpc: {
    unavailable: 'Bu pano bu widget\'tan komut gönderemiyor.',
  },
  state: {
    'no-action': 'Bu widget\'ın hiçbir eylemi {{state}} durumunu açmıyor.',
  },
} satisfies CustomMessages;
