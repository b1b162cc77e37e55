/** English (United States): the dashboard view's messages, the reference every other language is checked against. */
export default {};
