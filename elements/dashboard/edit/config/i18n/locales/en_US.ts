/** English (United States): the `widgetconfig` namespace's messages, the reference every other language is checked against. */
export default {};
