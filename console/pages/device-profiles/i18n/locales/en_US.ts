/** English (United States): the `profiles` namespace's messages, the reference every other language is checked against. */
export default {};
