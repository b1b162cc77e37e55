/** English (United States): the messages of a customer's and an edge's lists, the reference every other language is checked against. */
export default {
  heading: '{{name}}: {{list}}',
  empty: {
    ASSET: 'No assets are assigned to {{name}} yet.',
    DEVICE: 'No devices are assigned to {{name}} yet.',
    ENTITY_VIEW: 'No entity views are assigned to {{name}} yet.',
    DASHBOARD: 'No dashboards are assigned to {{name}} yet.',
    EDGE: 'No edge instances are assigned to {{name}} yet.',
  },
  links: {
    customer: 'Users and entities',
    edge: 'Assigned entities',
  },
  assign: {
    'to-edge': 'Assign to edge',
    'title-ASSET': 'Assign assets to {{name}}',
    'title-DEVICE': 'Assign devices to {{name}}',
    'title-ENTITY_VIEW': 'Assign entity views to {{name}}',
    'title-DASHBOARD': 'Assign dashboards to {{name}}',
    'title-EDGE': 'Assign edge instances to {{name}}',
    'hint-customer': 'Only those not assigned to any customer are offered. To move one from another customer, unassign it there first.',
    'hint-customer-dashboard': 'Dashboards already assigned to this customer are not offered.',
    'hint-edge': 'Those already assigned to this edge are not offered.',
    assign: 'Assign',
    assigned: 'Assigned to {{name}}.',
  },
  unassign: {
    'from-edge': 'Unassign from edge',
    unassigned: 'Unassigned from {{name}}.',
  },
};
