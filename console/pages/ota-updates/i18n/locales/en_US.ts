/** English (United States): the `ota` namespace's messages, the reference every other language is checked against. */
export default {};
