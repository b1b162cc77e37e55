import type { HomeSettingsMessages } from '../messages.js';

/** Türkçe. */
export default {
  intro: "Kiracının kullanıcılarına ana sayfa olarak gösterilecek panoyu seçin.",
  dashboard: "Ana sayfa panosu",
  "dashboard-hint": "Ana sayfa panosu olmaması için boş bırakın.",
  "hide-toolbar": "Pano araç çubuğunu gizle",
  saved: "Ana sayfa ayarları kaydedildi.",
  cleared: "Ana sayfa ayarları kaydedildi: ana sayfa panosu yok.",
  "load-failed": "Ana sayfa ayarları yüklenemedi.",
} satisfies HomeSettingsMessages;
