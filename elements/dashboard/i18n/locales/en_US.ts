/** English (United States): the dashboard view's messages, the reference every other language is checked against. */
export default {
  widget: {
    loading: 'Loading {{title}}',
    'no-entities': 'The alias of this widget matches no entities.',
    'unknown-alias': 'This widget reads an entity alias that the dashboard does not have.',
    'no-state-entity': 'This widget shows the entity of the dashboard state, and none is selected.',
    'function-source': 'Generated (function) datasources are not computed in this console yet.',
    'no-datasource': 'This widget has no datasource.',
    'subscription-failed': 'The data could not be loaded: {{message}}',
    unsupported: 'No native view for {{type}} yet.',
    'view-failed': 'The view of this widget could not be loaded.',
    'no-target-device': 'This widget has no target device.',
    untitled: 'Widget',
  },
  toolbar: {
    back: 'Back to the previous state',
    states: 'Dashboard states',
  },
  view: {
    'empty-state': 'This dashboard state has no widgets.',
    'right-layout': 'Side panel',
  },
  page: {
    loading: 'Loading the dashboard',
    'not-found': 'Dashboard not found',
    'not-found-text': 'The dashboard does not exist, or it was deleted.',
    forbidden: 'You may not open this dashboard',
    'forbidden-text': 'The dashboard is not assigned to you. Ask its owner for access.',
    'load-failed': 'The dashboard could not be loaded',
    retry: 'Retry',
    'back-to-dashboards': 'Back to dashboards',
  },
  embed: {
    'no-dashboard-id': 'Set the dashboard-id attribute to choose the dashboard to show.',
    'signed-out': 'The server asks to sign in: give the element a token pair, a token provider or a public id.',
    'sign-in-failed': 'Signing in to the server failed: {{message}}',
    'load-failed': 'The server answered: {{message}}',
    'no-widget-id': 'Set the widget-id attribute to choose the widget to show.',
    'widget-not-found': 'The dashboard has no widget with the id {{widgetId}}.',
    'widget-failed': 'The widget could not be loaded',
  },
};
