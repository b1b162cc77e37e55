import type { RuleChainsMessages } from '../messages.js';

/** Türkçe. */
export default {
  add: {
    button: "Kural zinciri ekle",
    title: "Kural zinciri ekle",
    'edge-title': "Edge kural zinciri ekle",
    debug: "Hata ayıklama modu",
    'debug-hint': "Zincirin her düğümü aldığı ve gönderdiği mesajları hata ayıklama olayları olarak saklar.",
    added: "{{name}} kural zinciri eklendi.",
  },
  import: {
    button: "Kural zinciri içe aktar",
    title: "Kural zinciri içe aktar",
    'edge-title': "Edge kural zinciri içe aktar",
    hint: "“JSON dışa aktar” ile dışa aktarılmış bir kural zinciri: düğümleri ve bağlantılarıyla zincir.",
    summary: "{{name}} · düğüm: {{nodes}}, bağlantı: {{connections}}",
    imported: "{{name}} kural zinciri içe aktarıldı.",
    'not-rule-chain': "Bu JSON bir kural zinciri dışa aktarımı değil: adı olan bir ruleChain ve zincirin meta verileri gerekir.",
    'wrong-type-EDGE': "Bu bir Edge kural zinciri. Edge yönetimi altında, Kural zinciri şablonlarında içe aktarın.",
    'wrong-type-CORE': "Bu bir temel kural zinciri. Kural zincirleri sayfasında içe aktarın.",
    'bad-node': "{{index}}. düğümün türü veya adı yok.",
    'bad-connection': "{{index}}. bağlantı dosyada olmayan düğümleri bağlıyor (dosyada {{count}} düğüm var).",
    'bad-first-node': "İlk düğüm, dosyanın {{count}} düğümünden biri değil.",
    'nodes-refused': "Düğümler ve bağlantılar reddedildi, bu yüzden kural zinciri tutulmadı.",
    'nodes-refused-kept': "Düğümler ve bağlantılar reddedildi ve boş kural zinciri silinemedi. Listeden silin.",
  },
  column: {
    'edge-root': "Edge şablon kökü",
    'auto-assign': "Yeni Edge'lere atanır",
  },
  action: {
    'set-edge-root': "Edge şablon kökü yap",
    'auto-assign': "Yeni Edge'lere ata",
    'stop-auto-assign': "Yeni Edge'lere atamayı durdur",
  },
  notice: {
    'edge-root-set': "Edge şablonlarının kök kural zinciri yapıldı.",
    'auto-assign-set': "Yeni Edge'ler bu kural zincirini alır.",
    'auto-assign-unset': "Yeni Edge'ler artık bu kural zincirini almaz.",
  },
} satisfies RuleChainsMessages;
