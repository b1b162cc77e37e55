import type { KitMessages } from '../messages.js';

/** Türkçe. */
export default {
  action: {
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    close: 'Kapat',
    cancel: 'İptal',
    ok: 'Tamam',
  },
  toast: {
    error: 'Hata',
    warn: 'Uyarı',
    success: 'Başarılı',
    info: 'Bilgi',
  },
  help: {
    help: 'Yardım',
  },
  progress: {
    loading: 'Yükleniyor',
  },
  shortcuts: {
    title: 'Klavye kısayolları',
    toggle: 'Klavye kısayollarını göster veya gizle',
  },
  home: {
    home: 'Ana sayfa',
  },
  user: {
    'sys-admin': 'Sistem yöneticisi',
    'tenant-admin': 'Kiracı yöneticisi',
    customer: 'Müşteri',
  },
  'user-menu': {
    open: 'Hesap menüsü',
    profile: 'Profil',
    security: 'Güvenlik',
    logout: 'Oturumu kapat',
  },
  breadcrumbs: {
    label: 'Gezinme yolu',
  },
  language: {
    language: 'Dil',
  },
  'password-input': {
    show: 'Parolayı göster',
    hide: 'Parolayı gizle',
  },
  markdown: {
    'render-failed': 'Markdown görüntülenemedi.',
    'copy-code': 'Kodu kopyala',
  },
  'phone-input': {
    phone: 'Telefon',
    country: 'Ülke',
    'phone-input-required': 'Telefon numarası zorunludur.',
    'phone-input-validation': 'Geçerli bir uluslararası numara girin: artı işareti, ülke kodu ve numara.',
  },
  entity: {
    'no-entities-prompt': 'Varlık bulunamadı',
    'no-entities-matching': '\'{{entity}}\' ile eşleşen varlık yok.',
    'selected-entities': '{{count}} seçildi',
  },
  'entity-table': {
    label: 'Varlıklar',
    search: 'Ara',
    'clear-search': 'Aramayı temizle',
    refresh: 'Yenile',
    'rows-per-page': 'Sayfa başına satır',
    range: '{{from}}–{{to}} / {{total}}',
    'first-page': 'İlk sayfa',
    'previous-page': 'Önceki sayfa',
    'next-page': 'Sonraki sayfa',
    'last-page': 'Son sayfa',
    'select-all': 'Bu sayfadaki tüm satırları seç',
    'select-row': '{{name}} öğesini seç',
    'clear-selection': 'Seçimi temizle',
    'load-failed': 'Liste yüklenemedi',
    retry: 'Yeniden dene',
    yes: 'Evet',
    no: 'Hayır',
    column: {
      'created-time': 'Oluşturulma zamanı',
      name: 'Ad',
      type: 'Tür',
      label: 'Etiket',
      customer: 'Müşteri',
      'device-profile': 'Cihaz profili',
      public: 'Herkese açık',
      gateway: 'Ağ geçidi',
      title: 'Başlık',
      email: 'E-posta',
      country: 'Ülke',
      city: 'Şehir',
      'first-name': 'Ad',
      'last-name': 'Soyad',
    },
  },
} satisfies KitMessages;
