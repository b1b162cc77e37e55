/** English (United States): the `contact` namespace's messages, the reference every other language is checked against. */
export default {};
