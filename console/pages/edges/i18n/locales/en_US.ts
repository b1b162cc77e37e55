/** English (United States): the `edges` namespace's messages, the reference every other language is checked against. */
export default {};
