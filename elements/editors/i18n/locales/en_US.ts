/** English (United States): the `editors` namespace's messages, the reference every other language is checked against. */
export default {};
