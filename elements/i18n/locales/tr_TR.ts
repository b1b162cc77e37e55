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
} satisfies KitMessages;
