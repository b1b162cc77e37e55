/** English (United States): the `bundles` namespace's messages, the reference every other language is checked against. */
export default {
  add: {
    button: 'Add widgets bundle',
    title: 'Add widgets bundle',
    added: 'Widgets bundle {{title}} added.',
  },
  edit: {
    action: 'Edit',
    title: 'Edit widgets bundle',
    saved: 'Widgets bundle {{title}} saved.',
  },
  field: {
    title: 'Title',
    description: 'Description',
    image: 'Image',
  },
  form: {
    'title-required': 'Title is required.',
    'title-max': 'Title can be at most {{max}} characters long.',
    'description-max': 'The description can be at most {{max}} characters long.',
  },
  delete: {
    title: 'Delete widgets bundle {{title}}?',
    deleted: 'Widgets bundle {{title}} deleted.',
  },
  import: {
    button: 'Import widgets bundle',
    title: 'Import widgets bundle',
    hint: 'A widgets bundle exported with Export JSON: the bundle with its widgets.',
    summary: '{{title}} · widgets: {{count}}',
    imported: 'Widgets bundle {{title}} imported.',
    'not-bundle': 'This JSON is not a widgets bundle export: it needs a widgetsBundle with a title.',
    'bad-widget': 'Widget {{index}} has no name or no descriptor.',
    'widget-refused': 'Widget {{name}} was refused, so the bundle was not kept.',
    'widget-refused-kept': 'Widget {{name}} was refused, and the bundle could not be deleted. Delete it from the list.',
  },
};
