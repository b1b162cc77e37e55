/** English (United States): the custom widget sandbox's messages, the reference every other language is checked against. */
export default {
  type: {
    'not-loaded': 'The widget type {{type}} is not loaded, so this widget cannot run.',
    loading: 'Loading the widget type {{type}}',
    missing: 'The widget type {{type}} does not exist on the server.',
    failed: 'The widget type {{type}} could not be loaded: {{message}}',
    'no-script': 'The widget type {{type}} has no view in tbkit and no script to run.',
    resources: 'This widget needs external resources ({{urls}}), which the sandbox does not load.',
  },
  failed: {
    'no-start': 'The widget\'s sandbox did not start. The page\'s security policy may block it.',
    compile: 'The widget\'s script has a syntax error: {{message}}',
    init: 'The widget\'s script failed while starting: {{message}}',
    data: 'The widget\'s script failed while showing new data: {{message}}',
    run: 'The widget\'s script stopped with an error: {{message}}',
  },
  frame: {
    title: 'Custom widget {{title}}',
  },
  rpc: {
    unavailable: 'This dashboard cannot send commands from this widget.',
  },
  state: {
    'no-action': 'None of this widget\'s actions opens the state {{state}}.',
  },
};
