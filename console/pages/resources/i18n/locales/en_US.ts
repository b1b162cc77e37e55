/** English (United States): the `resources` namespace's messages, the reference every other language is checked against. */
export default {
  type: {
    JS_MODULE: "JS module",
    LWM2M_MODEL: "LwM2M model",
    PKCS_12: "PKCS #12 key store",
    JKS: "JKS key store",
  },
  column: {
    type: "Resource type",
  },
  list: {
    empty: "No resources yet",
  },
  add: {
    button: "Add resource",
    title: "Add resource",
    added: "Resource “{{title}}” added.",
    failed: "The resource could not be saved.",
  },
  field: {
    type: "Resource type",
    title: "Title",
    file: "Resource file",
    "file-hint": "Files of type {{type}} end in {{endings}}.",
    "title-from-model": "An LwM2M model is titled after its name, object ID and version.",
    key: "Resource key",
    "file-name": "File name",
    "replace-file": "Replace the file",
  },
  file: {
    required: "Choose the resource file.",
    empty: "The file is empty.",
    "too-large": "The file is larger than {{max}}.",
    "unknown-type": "Unable to detect the type of this file: resource files end in {{endings}}.",
    "wrong-type": "This file does not fit the type {{type}}: choose a file ending in {{endings}}.",
    "not-lwm2m": "This file is not an LwM2M model: it holds no LWM2M Object element.",
  },
  download: {
    action: "Download {{title}}",
  },
  delete: {
    title: "Delete the resource “{{title}}”?",
    text: "Profiles and widgets that use the resource no longer find it. This cannot be undone.",
    deleted: "Resource “{{title}}” deleted.",
    "bulk-title": "Delete the selected resources ({{count}})?",
    "bulk-text": "Profiles and widgets that use these resources no longer find them. This cannot be undone.",
    "system-kept": "The system resource “{{title}}” was kept: a tenant cannot delete system resources.",
  },
  details: {
    section: "Resource",
    saved: "Resource saved.",
    "read-only": "This is a system resource: a tenant can view and download it but not change it.",
    invalid: "Correct the marked fields before saving.",
    "not-found": "Resource not found",
    "not-found-text": "The resource may have been deleted, or the address is wrong.",
    back: "Back to the resources library",
  },
};
