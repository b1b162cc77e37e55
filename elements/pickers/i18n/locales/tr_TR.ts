import type { PickersMessages } from '../messages.js';

/** Türkçe. */
export default {
  common: {
    clear: 'Temizle',
    searching: 'Aranıyor…',
  },
  entity: {
    entity: 'Varlık',
    search: 'Ada göre aramak için yazın',
    required: 'Varlık zorunludur.',
    'no-entities-found': 'Varlık bulunamadı',
    'no-entities-matching': '\'{{text}}\' ile eşleşen varlık yok.',
  },
  'entity-type': {
    TENANT: 'Kiracı',
    TENANT_PROFILE: 'Kiracı profili',
    CUSTOMER: 'Müşteri',
    USER: 'Kullanıcı',
    DASHBOARD: 'Gösterge paneli',
    ASSET: 'Varlık (asset)',
    DEVICE: 'Cihaz',
    DEVICE_PROFILE: 'Cihaz profili',
    ALARM: 'Alarm',
    RULE_CHAIN: 'Kural zinciri',
    EDGE: 'Edge',
    ENTITY_VIEW: 'Varlık görünümü',
    WIDGETS_BUNDLE: 'Widget paketi',
    OTA_PACKAGE: 'OTA paketi',
    QUEUE: 'Kuyruk',
  },
} satisfies PickersMessages;
