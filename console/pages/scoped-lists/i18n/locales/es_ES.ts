import type { ScopedMessages } from '../messages.js';

/** Español. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: 'Aún no hay activos asignados a {{name}}.',
    DEVICE: 'Aún no hay dispositivos asignados a {{name}}.',
    ENTITY_VIEW: 'Aún no hay vistas de entidad asignadas a {{name}}.',
    DASHBOARD: 'Aún no hay paneles asignados a {{name}}.',
    EDGE: 'Aún no hay instancias Edge asignadas a {{name}}.',
  },
  links: {
    customer: 'Usuarios y entidades',
    edge: 'Entidades asignadas',
  },
  assign: {
    'to-edge': 'Asignar al Edge',
    'title-ASSET': 'Asignar activos a {{name}}',
    'title-DEVICE': 'Asignar dispositivos a {{name}}',
    'title-ENTITY_VIEW': 'Asignar vistas de entidad a {{name}}',
    'title-DASHBOARD': 'Asignar paneles a {{name}}',
    'title-EDGE': 'Asignar instancias Edge a {{name}}',
    'hint-customer': 'Solo se ofrecen los que no están asignados a ningún cliente. Para pasar uno de otro cliente, quítelo primero de ese cliente.',
    'hint-customer-dashboard': 'No se ofrecen los paneles que ya están asignados a este cliente.',
    'hint-edge': 'No se ofrece lo que ya está asignado a este Edge.',
    assign: 'Asignar',
    assigned: 'Asignado a {{name}}.',
  },
  unassign: {
    'from-edge': 'Quitar del Edge',
    unassigned: 'Quitado de {{name}}.',
  },
} satisfies ScopedMessages;
