/** English (United States): the kit's messages, the reference every other language is checked against. */
export default {
  action: {
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
    cancel: 'Cancel',
    ok: 'OK',
  },
};
