/** English (United States): the `widgetdata` namespace's messages, the reference every other language is checked against. */
export default {};
