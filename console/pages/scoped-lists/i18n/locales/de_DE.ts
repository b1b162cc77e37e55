import type { ScopedMessages } from '../messages.js';

/** Deutsch. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: '{{name}} sind noch keine Assets zugewiesen.',
    DEVICE: '{{name}} sind noch keine Geräte zugewiesen.',
    ENTITY_VIEW: '{{name}} sind noch keine Entitätsansichten zugewiesen.',
    DASHBOARD: '{{name}} sind noch keine Dashboards zugewiesen.',
    EDGE: '{{name}} sind noch keine Edge-Instanzen zugewiesen.',
  },
  links: {
    customer: 'Benutzer und Entitäten',
    edge: 'Zugewiesene Entitäten',
  },
  assign: {
    'to-edge': 'Der Edge zuweisen',
    'title-ASSET': 'Assets an {{name}} zuweisen',
    'title-DEVICE': 'Geräte an {{name}} zuweisen',
    'title-ENTITY_VIEW': 'Entitätsansichten an {{name}} zuweisen',
    'title-DASHBOARD': 'Dashboards an {{name}} zuweisen',
    'title-EDGE': 'Edge-Instanzen an {{name}} zuweisen',
    'hint-customer': 'Angeboten werden nur solche, die keinem Kunden zugewiesen sind. Um eine von einem anderen Kunden zu übernehmen, heben Sie dort zuerst die Zuweisung auf.',
    'hint-customer-dashboard': 'Dashboards, die diesem Kunden bereits zugewiesen sind, werden nicht angeboten.',
    'hint-edge': 'Was dieser Edge bereits zugewiesen ist, wird nicht angeboten.',
    assign: 'Zuweisen',
    assigned: '{{name}} zugewiesen.',
  },
  unassign: {
    'from-edge': 'Zuweisung zur Edge aufheben',
    unassigned: 'Zuweisung zu {{name}} aufgehoben.',
  },
} satisfies ScopedMessages;
