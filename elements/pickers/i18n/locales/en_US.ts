/** English (United States): the pickers' messages, the reference every other language is checked against. */
export default {};
