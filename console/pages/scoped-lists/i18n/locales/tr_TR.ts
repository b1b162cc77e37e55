import type { ScopedMessages } from '../messages.js';

/** Türkçe. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: '{{name}} için henüz atanmış varlık yok.',
    DEVICE: '{{name}} için henüz atanmış cihaz yok.',
    ENTITY_VIEW: '{{name}} için henüz atanmış nesne görünümü yok.',
    DASHBOARD: '{{name}} için henüz atanmış gösterge paneli yok.',
    EDGE: '{{name}} için henüz atanmış Edge örneği yok.',
  },
  links: {
    customer: 'Kullanıcılar ve nesneler',
    edge: 'Atanmış nesneler',
  },
  assign: {
    'to-edge': 'Edge\'e ata',
    'title-ASSET': '{{name}} için varlık ata',
    'title-DEVICE': '{{name}} için cihaz ata',
    'title-ENTITY_VIEW': '{{name}} için nesne görünümü ata',
    'title-DASHBOARD': '{{name}} için gösterge paneli ata',
    'title-EDGE': '{{name}} için Edge örneği ata',
    'hint-customer': 'Yalnızca hiçbir müşteriye atanmamış olanlar sunulur. Başka bir müşteriden taşımak için önce oradaki atamayı kaldırın.',
    'hint-customer-dashboard': 'Bu müşteriye zaten atanmış gösterge panelleri sunulmaz.',
    'hint-edge': 'Bu Edge\'e zaten atanmış olanlar sunulmaz.',
    assign: 'Ata',
    assigned: '{{name}} için atandı.',
  },
  unassign: {
    'from-edge': 'Edge atamasını kaldır',
    unassigned: '{{name}} ataması kaldırıldı.',
  },
} satisfies ScopedMessages;
